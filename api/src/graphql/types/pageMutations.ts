import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Page } from '../../db/generated/client.ts';
import { createPage, deletePage, publishPage, restorePageRevision, unpublishPage, updatePage } from '../../services/pages/write.ts';
import { maxBlocks, pageTextLimits } from '../../../../web/src/api/pageRules.ts';
import { maxPathLength, maxPathSegments, reservedPathSegments } from '../../../../web/src/api/pagePaths.ts';
import { languageNamesInEnglish, perLanguage } from '../../../../web/src/i18n/languages.ts';
import { builder } from '../builder.ts';
import { PageRef, PageStatusEnum } from './page.ts';

// Writing pages (staff; deleting, admins and who made a draft). Each payload carries what Relay needs to update its
// store: the changed page, and for a new page an edge to prepend. The rules: services/pages.

const PageTranslationInput = builder.inputType('PageTranslationInput', {
  description: 'What a page is called in one language',
  fields: (t) => ({
    title: t.string({
      required: true,
      description: `For search engines and the browser's tab, at most ${pageTextLimits.title} characters; empty drops the language`,
    }),
    description: t.string({ description: `For search engines and link previews, at most ${pageTextLimits.description} characters` }),
    socialImage: t.string({ description: "The link previews' image: an uploaded image's address (/media/…) or an https:// address" }),
  }),
});

const PageTranslationsInput = builder.inputType('PageTranslationsInput', {
  description: 'The page in each language it is written in (at least one)',
  fields: (t) => ({
    ...perLanguage((language) =>
      t.field({
        type: PageTranslationInput,
        description: `The page in ${languageNamesInEnglish[language]}; left out (or with an empty title and nothing else) it has none`,
      }),
    ),
  }),
});

type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

/** The fields of a page as written, shared by create and update. */
const pageFields = (t: PothosSchemaTypes.InputFieldBuilder<SchemaTypes, 'InputObject'>) => ({
  path: t.string({
    required: true,
    description: `/ or lowercase letters and digits joined by hyphens, in up to ${maxPathSegments} segments, at most ${maxPathLength} characters; not under ${reservedPathSegments.map((segment) => `/${segment}`).join(', ')}; unique (CONFLICT when another page has it)`,
  }),
  status: t.field({
    type: PageStatusEnum,
    required: true,
    description:
      'DRAFT keeps it to staff; PUBLISHED makes it public (at publishedAt), once every required text of its blocks is written in each of its languages',
  }),
  publishedAt: t.field({ type: 'DateTime', description: 'When it goes public; a future time schedules it. Now, when published without one' }),
  unpublishAt: t.field({ type: 'DateTime', description: 'When the scheduler takes it off the site (after its publication time); never when left out' }),
  translations: t.field({ type: PageTranslationsInput, required: true, description: 'The page in each language; a language left out is removed' }),
  blocks: t.field({
    type: 'JSON',
    required: true,
    description: `The blocks in order (PageBlock[], at most ${maxBlocks}): each checked against its type's schema; BAD_USER_INPUT names a field at fault by its path (blocks.2.title.ar)`,
  }),
});

const CreatePageInput = builder.inputType('CreatePageInput', {
  description: 'A new page. A problem is BAD_USER_INPUT with `extensions.details` naming the fields at fault',
  fields: (t) => ({
    ...pageFields(t),
    createKey: t.string({ description: 'Made by the client once per new page (a UUID): a retry with it returns the page the first try made' }),
  }),
});

const UpdatePageInput = builder.inputType('UpdatePageInput', {
  description: 'A page as edited, whole: what is left out is saved as empty (the language removed)',
  fields: (t) => ({
    id: t.globalID({ required: true, for: PageRef, description: "The page's global id" }),
    version: t.int({ required: true, description: 'The version the edit started from (CONFLICT when the page changed since)' }),
    ...pageFields(t),
  }),
});

const pageVersion = "The page's version the change starts from (Page.version): CONFLICT when it was saved since";

const PageVersionInput = builder.inputType('PageVersionInput', {
  description: 'A page as the caller last read it',
  fields: (t) => ({
    id: t.globalID({ required: true, for: PageRef, description: "The page's global id" }),
    version: t.int({ required: true, description: pageVersion }),
  }),
});

const PublishPageInput = builder.inputType('PublishPageInput', {
  description: 'A page to publish, and when',
  fields: (t) => ({
    id: t.globalID({ required: true, for: PageRef, description: "The page's global id" }),
    version: t.int({ required: true, description: pageVersion }),
    publishedAt: t.field({ type: 'DateTime', description: 'A future time schedules it; now when left out (or the date it had)' }),
  }),
});

const RestorePageRevisionInput = builder.inputType('RestorePageRevisionInput', {
  description: 'An earlier version of a page to put back',
  fields: (t) => ({
    id: t.globalID({ required: true, for: PageRef, description: "The page's global id" }),
    revision: t.int({ required: true, description: 'The version to restore (PageRevision.version)' }),
    version: t.int({ required: true, description: "The page's current version" }),
  }),
});

const PageIdInput = builder.inputType('PageIdInput', {
  description: 'A page by its global id',
  fields: (t) => ({ id: t.globalID({ required: true, for: PageRef, description: "The page's global id" }) }),
});

export const PagePayload = builder.objectRef<{ page: Page }>('PagePayload').implement({
  description: 'The page after the change',
  fields: (t) => ({ page: t.field({ type: PageRef, description: 'The page as it is now', resolve: (payload) => payload.page as never }) }),
});

const PageEdgeShape = builder.objectRef<{ page: Page }>('CreatePageEdge').implement({
  description: 'The new page as an edge, for Relay to add to a connection',
  fields: (t) => ({
    cursor: t.string({
      description: 'A cursor for the store only: it is not a place in any list the API pages',
      resolve: (edge) => encodeGlobalID('Page', edge.page.id),
    }),
    node: t.field({ type: PageRef, description: 'The new page', resolve: (edge) => edge.page as never }),
  }),
});

const CreatePagePayload = builder.objectRef<{ page: Page }>('CreatePagePayload').implement({
  description: 'The page created (or, for a retried createKey, the one the first try made)',
  fields: (t) => ({
    page: t.field({ type: PageRef, description: 'The new page', resolve: (payload) => payload.page as never }),
    pageEdge: t.field({ type: PageEdgeShape, description: 'The new page as an edge, for a client store to add to a list', resolve: (payload) => payload }),
  }),
});

const DeletePagePayload = builder.objectRef<{ deletedPageId: string }>('DeletePagePayload').implement({
  description: 'What was deleted',
  fields: (t) => ({ deletedPageId: t.exposeID('deletedPageId', { description: 'The global id of the deleted page' }) }),
});

const id = (globalId: { id: string }) => Number(globalId.id);

builder.mutationFields((t) => ({
  createPage: t.field({
    description: 'Makes a new page (staff only)',
    type: CreatePagePayload,
    args: { input: t.arg({ type: CreatePageInput, required: true, description: 'The new page' }) },
    resolve: async (_root, { input: { createKey, ...fields } }, ctx) => ({ page: await createPage(ctx, fields, createKey) }),
  }),
  updatePage: t.field({
    description: 'Saves an edit of a page (staff only); CONFLICT when someone saved it after `version`',
    type: PagePayload,
    args: { input: t.arg({ type: UpdatePageInput, required: true, description: 'The page as edited, and the version the edit started from' }) },
    resolve: async (_root, { input: { id: pageId, version, ...fields } }, ctx) => ({ page: await updatePage(ctx, id(pageId), fields, version) }),
  }),
  publishPage: t.field({
    description: 'Publishes a page now or at a future time (staff only)',
    type: PagePayload,
    args: { input: t.arg({ type: PublishPageInput, required: true, description: 'Which page, and when' }) },
    resolve: async (_root, { input }, ctx) => ({ page: await publishPage(ctx, id(input.id), input.version, input.publishedAt ?? null) }),
  }),
  unpublishPage: t.field({
    description: 'Takes a page off the site; it becomes a draft (staff only)',
    type: PagePayload,
    args: { input: t.arg({ type: PageVersionInput, required: true, description: 'Which page' }) },
    resolve: async (_root, { input }, ctx) => ({ page: await unpublishPage(ctx, id(input.id), input.version) }),
  }),
  restorePageRevision: t.field({
    description: 'Puts back an earlier version of a page, as a new save (staff only)',
    type: PagePayload,
    args: { input: t.arg({ type: RestorePageRevisionInput, required: true, description: 'Which page, and which of its versions' }) },
    resolve: async (_root, { input }, ctx) => ({ page: await restorePageRevision(ctx, id(input.id), input.revision, input.version) }),
  }),
  deletePage: t.field({
    description:
      'Deletes a page for good, with its history (admins; editors a draft they made: Page.viewerCanDelete); menus linking to it show the link as broken',
    type: DeletePagePayload,
    args: { input: t.arg({ type: PageIdInput, required: true, description: 'Which page' }) },
    resolve: async (_root, { input }, ctx) => {
      await deletePage(ctx, id(input.id));
      return { deletedPageId: encodeGlobalID('Page', input.id.id) };
    },
  }),
}));
