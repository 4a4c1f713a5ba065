// What the editor makes of the block and menu schemas (web/src/api/pageBlocks.ts, menuRules.ts):
// each field's kind, to draw its control, and an empty value, for a block or an item just added.
// The forms are drawn from the schemas the server checks, so a field added there is editable here.
import { z } from 'zod';
import { blockTextLimits } from '../../../api/pageBlocks.ts';

export type FieldShape =
  /** Words in each language, side by side; `prose` may hold line breaks. */
  | { kind: 'text'; prose: boolean; max: number }
  /** A list of words or phrases per language (the demo assistant's keywords). */
  | { kind: 'words' }
  | { kind: 'link' }
  /** An image's address: an upload of the library or https://. */
  | { kind: 'image' }
  /** A plain name (an anchor). */
  | { kind: 'name' }
  | { kind: 'choice'; options: readonly (string | number)[] }
  | { kind: 'toggle' }
  | { kind: 'group'; fields: readonly Field[] }
  | { kind: 'list'; item: FieldShape; itemSchema: z.ZodType; max: number | null }
  /** What the editor does not show: a block's or an item's `type` (a literal, kept as it is). */
  | { kind: 'fixed'; value?: unknown };

export interface Field {
  key: string;
  optional: boolean;
  shape: FieldShape;
  schema: z.ZodType;
}

const imageKeys = new Set(['image', 'logo', 'photo']);

function isBilingual(schema: z.ZodType): schema is z.ZodObject {
  if (!(schema instanceof z.ZodObject)) return false;
  const keys = Object.keys(schema.shape).sort();
  return keys.length === 2 && keys[0] === 'ar' && keys[1] === 'en';
}

/** The kind of control a schema calls for; `key` tells an image's address from another text. */
export function shapeOf(schema: z.ZodType, key = ''): FieldShape {
  if (schema instanceof z.ZodOptional) return shapeOf(schema.unwrap() as z.ZodType, key);
  if (isBilingual(schema)) {
    const english = schema.shape.en as z.ZodType;
    if (english instanceof z.ZodArray) return { kind: 'words' };
    const max = english instanceof z.ZodString && english.maxLength !== null ? english.maxLength : blockTextLimits.line;
    return { kind: 'text', prose: max > blockTextLimits.line, max };
  }
  if (schema instanceof z.ZodDiscriminatedUnion && Object.keys((schema.options[0] as z.ZodObject).shape).includes('kind')) return { kind: 'link' };
  if (schema instanceof z.ZodObject) return { kind: 'group', fields: fieldsOf(schema) };
  if (schema instanceof z.ZodArray) {
    const item = schema.element as z.ZodType;
    return { kind: 'list', item: shapeOf(item), itemSchema: item, max: maxItems(schema) };
  }
  if (schema instanceof z.ZodEnum) return { kind: 'choice', options: schema.options };
  if (schema instanceof z.ZodUnion && schema.options.every((option) => option instanceof z.ZodLiteral)) {
    return { kind: 'choice', options: schema.options.map((option) => (option as z.ZodLiteral).value as string | number) };
  }
  if (schema instanceof z.ZodBoolean) return { kind: 'toggle' };
  if (schema instanceof z.ZodLiteral) return { kind: 'fixed', value: schema.value };
  if (schema instanceof z.ZodString) return imageKeys.has(key) ? { kind: 'image' } : { kind: 'name' };
  return { kind: 'fixed' };
}

/** The most items a list takes (its `.max()`), or null. */
function maxItems(schema: z.ZodArray): number | null {
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; maximum?: number };
    if (def.check === 'max_length' && typeof def.maximum === 'number') return def.maximum;
  }
  return null;
}

/** An object's fields in the schema's order, with whether each may be left out. */
export function fieldsOf(schema: z.ZodObject): Field[] {
  return Object.entries(schema.shape).map(([key, value]) => {
    const field = value as z.ZodType;
    return { key, optional: field instanceof z.ZodOptional, shape: shapeOf(field, key), schema: field };
  });
}

/** A value of this shape with nothing written yet; fields that may be left out are left out. */
export function emptyOf(shape: FieldShape): unknown {
  switch (shape.kind) {
    case 'text':
      return { en: '', ar: '' };
    case 'words':
      return { en: [], ar: [] };
    case 'link':
      // A link must lead somewhere even in a draft: the home page until the editor says where.
      return { kind: 'url', url: '/' };
    case 'choice':
      return shape.options[0];
    case 'toggle':
      return false;
    case 'list':
      return [];
    case 'group':
      return Object.fromEntries(
        shape.fields.filter((field) => !field.optional).map((field) => [field.key, field.key === 'id' ? newItemId() : emptyOf(field.shape)]),
      );
    case 'fixed':
      return shape.value;
    default:
      return '';
  }
}

/** An id for an item just added (a menu's link): its handle, never shown. */
export function newItemId(): string {
  return `item-${Array.from(crypto.getRandomValues(new Uint8Array(5)), (byte) => byte.toString(36).padStart(2, '0')).join('')}`;
}
