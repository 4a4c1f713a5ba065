import { Suspense, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { MenusPageQuery, MenusPageQuery$data } from '../../../__generated__/MenusPageQuery.graphql.ts';
import MenusPageQueryNode from '../../../__generated__/MenusPageQuery.graphql.ts';
import type { MenusPageUpdateMutation } from '../../../__generated__/MenusPageUpdateMutation.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { Alert } from '../../../components/Field.tsx';
import { Spinner, VisuallyHidden } from '../../../components/Spinner.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { menuItemsSchema, menuLimits, type MenuItem } from '../../../api/menuRules.ts';
import { toLanguage } from '../../../i18n/languages.ts';
import { loadAdminQuery, useAdminQuery } from '../../../relay/adminQuery.ts';
import { runMutation } from '../../../relay/runMutation.ts';
import { AdminOnly } from '../layout/AdminOnly.tsx';
import { PageHeader } from '../layout/PageHeader.tsx';
import { LeaveGuard } from '../LeaveGuard.tsx';
import { LoadBoundary } from '../LoadProblem.tsx';
import { describePageError, pageFieldMessage } from '../pages/pageErrors.ts';
import { moveItem } from '../pages/pageForm.ts';
import { linkablePages } from '../pages/linkablePages.ts';
import { FieldsContext, errorsUnder, type LinkablePage } from '../pages/editor/PageEditorContext.ts';
import { GroupFields } from '../pages/editor/SchemaFields.tsx';
import { fieldsOf } from '../pages/schemaShape.ts';
import { Panel } from '../publishing/Panel.tsx';
import { brokenLinkFlags, newMenuItem, validateMenu } from './menuForm.ts';

const query = graphql`
  query MenusPageQuery {
    menus {
      name
      version
      items
      brokenLinks {
        path
        problem
      }
    }
    ...linkablePages_query
  }
`;

const updateMutation = graphql`
  mutation MenusPageUpdateMutation($input: UpdateMenuInput!) {
    updateMenu(input: $input) {
      menu {
        name
        version
        items
        brokenLinks {
          path
          problem
        }
      }
    }
  }
`;

export function loader() {
  return loadAdminQuery<MenusPageQuery>(MenusPageQueryNode, {}, 'network-only');
}

type MenuData = MenusPageQuery$data['menus'][number];

// The schemas of a menu's link and group, from the one the server checks.
const [linkSchema, groupSchema] = (menuItemsSchema.element as unknown as { options: Parameters<typeof fieldsOf>[0][] }).options;
const itemFields = { link: fieldsOf(linkSchema), group: fieldsOf(groupSchema) };

const Items = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $invalid: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? '#9a5b00' : theme.color.line)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.canvas};
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  .head button {
    min-block-size: 36px;
    padding-inline: 0.7em;
    font-size: 0.8125rem;
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const SaveButton = styled(Button)`
  margin-inline-start: auto;
`;

const Screen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

/** One menu: its links and groups in order, each in both languages; saved whole from the version read. */
function MenuEditor({ menu, pages, onReload }: { menu: MenuData; pages: readonly LinkablePage[]; onReload: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const ui = toLanguage(i18n.language);
  const toast = useToast();
  const environment = useRelayEnvironment();
  const [items, setItems] = useState<MenuItem[]>(() => (Array.isArray(menu.items) ? (menu.items as MenuItem[]) : []));
  const [saved, setSaved] = useState(() => JSON.stringify(menu.items));
  const [version, setVersion] = useState(menu.version);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<HTMLElement | null>(null);
  const dirty = JSON.stringify(items) !== saved;
  const flags = brokenLinkFlags(menu.brokenLinks);
  const shown = useMemo(() => ({ ...flags, ...errors }), [flags, errors]);
  const fields = useMemo(() => ({ errors: shown, pages, message: (path: string, code: string) => pageFieldMessage(t, path, code) }), [shown, pages, t]);
  const title = t(`menus.names.${menu.name}`);

  const change = (next: MenuItem[]) => {
    setItems(next);
    setFormError(null);
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    refocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    change(moveItem(items, from, to));
    setErrors({});
    setAnnouncement(t('menus.moved', { name: items[from].label[ui] || items[from].label.en, position: to + 1, count: items.length }));
    requestAnimationFrame(() => refocus.current?.focus());
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
  };

  const save = async () => {
    const found = validateMenu(items);
    if (Object.keys(found).length) {
      setErrors(found);
      setFormError(t('errors.checkFields'));
      return;
    }
    setSaving(true);
    try {
      const answer = await runMutation<MenusPageUpdateMutation>(environment, {
        mutation: updateMutation,
        variables: { input: { name: menu.name, items, version } },
      });
      const savedMenu = answer.updateMenu.menu;
      setVersion(savedMenu.version);
      setSaved(JSON.stringify(items));
      setErrors({});
      setFormError(null);
      toast(t('menus.saved', { name: title }), 'success');
    } catch (error) {
      const failure = describePageError(error, t);
      if (failure.conflict) setConflict(true);
      else {
        setErrors(failure.fields);
        setFormError(failure.message);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <FieldsContext.Provider value={fields}>
      <LeaveGuard when={dirty} allow={() => false} />
      <Panel aria-labelledby={`menu-${menu.name}`}>
        <Row>
          <h2 id={`menu-${menu.name}`}>{title}</h2>
          <span className="muted">{dirty ? t('blog.editor.saveState.unsaved') : ''}</span>
        </Row>
        <p className="muted">{t(`menus.hints.${menu.name}`)}</p>
        {conflict && (
          <Alert role="alert">
            {t('menus.conflict')}{' '}
            <Button type="button" $variant="secondary" onClick={onReload}>
              {t('publishing.conflict.reload')}
            </Button>
          </Alert>
        )}
        {formError && <Alert role="alert">{formError}</Alert>}
        {menu.brokenLinks.length > 0 && <Alert role="status">{t('menus.brokenCount', { count: menu.brokenLinks.length })}</Alert>}
        <Items>
          {items.map((item, index) => {
            const path = `items.${index}`;
            const label = item.label[ui] || item.label.en || item.label.ar || t('menus.untitled');
            return (
              <Item key={item.id} $invalid={errorsUnder(shown, path) > 0} onKeyDown={onKeyDown(index)} data-item={item.id}>
                <div className="head">
                  <strong>
                    {index + 1}. {t(`menus.types.${item.type}`)}: {label}
                  </strong>
                  <div className="tools">
                    <Button
                      type="button"
                      $variant="ghost"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={t('menus.moveUp', { name: label })}
                      aria-keyshortcuts="Alt+ArrowUp"
                    >
                      {t('pages.editor.up')}
                    </Button>
                    <Button
                      type="button"
                      $variant="ghost"
                      disabled={index === items.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={t('menus.moveDown', { name: label })}
                      aria-keyshortcuts="Alt+ArrowDown"
                    >
                      {t('pages.editor.down')}
                    </Button>
                    <Button
                      type="button"
                      $variant="ghost"
                      onClick={() => change(items.filter((_, i) => i !== index))}
                      aria-label={t('menus.remove', { name: label })}
                    >
                      {t('pages.editor.remove')}
                    </Button>
                  </div>
                </div>
                <GroupFields
                  fields={itemFields[item.type]}
                  value={item as unknown as Record<string, unknown>}
                  path={path}
                  onChange={(next) => change(items.map((old, i) => (i === index ? (next as MenuItem) : old)))}
                />
              </Item>
            );
          })}
        </Items>
        <Row>
          <Button type="button" $variant="secondary" disabled={items.length >= menuLimits.items} onClick={() => change([...items, newMenuItem('link')])}>
            {t('menus.addLink')}
          </Button>
          <Button type="button" $variant="secondary" disabled={items.length >= menuLimits.items} onClick={() => change([...items, newMenuItem('group')])}>
            {t('menus.addGroup')}
          </Button>
          <SaveButton type="button" onClick={() => void save()} disabled={saving || conflict || !dirty}>
            {saving ? t('common.saving') : t('menus.save', { name: title })}
          </SaveButton>
        </Row>
        <VisuallyHidden role="status" aria-live="polite">
          {announcement}
        </VisuallyHidden>
      </Panel>
    </FieldsContext.Provider>
  );
}

function Menus({ queryRef, onReload }: { queryRef: PreloadedQuery<MenusPageQuery>; onReload: () => void }) {
  const { i18n } = useTranslation('admin');
  const data = usePreloadedQuery<MenusPageQuery>(query, queryRef);
  const pages = linkablePages(data, toLanguage(i18n.language));
  return (
    <Screen>
      {data.menus.map((menu) => (
        <MenuEditor key={`${menu.name}-${menu.version}`} menu={menu} pages={pages} onReload={onReload} />
      ))}
    </Screen>
  );
}

/** `/admin/menus` (admins): the header's navigation and the footer's links. */
export function MenusPage() {
  const { t } = useTranslation('admin');
  const [queryRef, reload] = useAdminQuery<MenusPageQuery>(query);
  return (
    <AdminOnly>
      <PageHeader title={t('menus.title')} subtitle={t('menus.subtitle')} />
      <LoadBoundary onRetry={reload} message={t('menus.loadError')}>
        <Suspense fallback={<Spinner size="large" page />}>{queryRef && <Menus queryRef={queryRef} onReload={reload} />}</Suspense>
      </LoadBoundary>
    </AdminOnly>
  );
}
