import type { RouteObject } from 'react-router';
import { RouteError } from './components/RouteError.tsx';
import { Spinner } from './components/Spinner.tsx';
import { loader as publicLoader, PublicLayout } from './layout/PublicLayout.tsx';
import { adminPaths } from './paths.ts';
import { Root } from './Root.tsx';

// Every screen is a lazy chunk: the admin panel's, and the public pages', which the server renders
// as pages of islands (docs/site.md): the browser runs the app only for the admin panel, or for a
// public page the server could not render (its 503 shell).

// Any page that is not the blog is the published page at its address, rendered from its blocks
// (its data read with the layout's menus, in one operation), else the not-found page.
const sitePage = () => import('./features/pages/SitePage.tsx').then((m) => ({ Component: m.SitePage }));

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner size="large" page />,
    children: [
      {
        id: 'public',
        element: <PublicLayout />,
        loader: publicLoader,
        children: [
          { id: 'home', index: true, lazy: sitePage, errorElement: <RouteError /> },
          {
            lazy: () => import('./relay/RelayLayout.tsx'),
            children: [
              {
                id: 'blog-list',
                path: 'blog',
                lazy: () => import('./features/blog/BlogListPage.tsx').then((m) => ({ loader: m.loader, Component: m.BlogListPage })),
                errorElement: <RouteError />,
              },
              {
                id: 'article',
                path: 'blog/:slug',
                lazy: () => import('./features/blog/ArticlePage.tsx').then((m) => ({ loader: m.loader, Component: m.ArticlePage })),
                errorElement: <RouteError />,
              },
            ],
          },
          { path: '*', lazy: sitePage, errorElement: <RouteError /> },
        ],
      },
      {
        path: adminPaths[0],
        lazy: () => import('./features/admin/routes.tsx').then((m) => ({ Component: m.AdminRoot })),
        errorElement: <RouteError />,
        // The panel is rendered in the browser only; its screens' loaders start their queries (relay/adminQuery.ts).
        children: [
          { index: true, lazy: () => import('./features/admin/dashboard/DashboardPage.tsx').then((m) => ({ loader: m.loader, Component: m.DashboardPage })) },
          // The open message sits beside the list (in its place on a narrow screen): a child route of the inbox.
          {
            path: 'inbox',
            lazy: () => import('./features/admin/inbox/InboxPage.tsx').then((m) => ({ loader: m.loader, Component: m.InboxPage })),
            children: [
              {
                path: ':id',
                lazy: () =>
                  import('./features/admin/inbox/MessagePage.tsx').then((m) => ({
                    loader: m.loader,
                    shouldRevalidate: m.shouldRevalidate,
                    Component: m.MessagePage,
                  })),
              },
            ],
          },
          { path: 'pages', lazy: () => import('./features/admin/pages/PagesAdminPage.tsx').then((m) => ({ loader: m.loader, Component: m.PagesAdminPage })) },
          {
            path: 'pages/new',
            lazy: () => import('./features/admin/pages/editor/PageEditorPage.tsx').then((m) => ({ loader: m.loader, Component: m.PageEditorPage })),
          },
          {
            path: 'pages/edit/:id',
            lazy: () => import('./features/admin/pages/editor/PageEditorPage.tsx').then((m) => ({ loader: m.loader, Component: m.PageEditorPage })),
          },
          {
            path: 'personal-data',
            lazy: () => import('./features/admin/personalData/PersonalDataPage.tsx').then((m) => ({ Component: m.PersonalDataPage })),
          },
          {
            path: 'webhooks',
            lazy: () => import('./features/admin/webhooks/WebhooksPage.tsx').then((m) => ({ loader: m.loader, Component: m.WebhooksPage })),
          },
          { path: 'menus', lazy: () => import('./features/admin/menus/MenusPage.tsx').then((m) => ({ loader: m.loader, Component: m.MenusPage })) },
          {
            path: 'redirects',
            lazy: () =>
              import('./features/admin/redirects/RedirectsPage.tsx').then((m) => ({
                loader: m.loader,
                shouldRevalidate: m.shouldRevalidate,
                Component: m.RedirectsPage,
              })),
          },
          {
            path: 'tags',
            lazy: () =>
              import('./features/admin/tags/TagsPage.tsx').then((m) => ({ loader: m.loader, shouldRevalidate: m.shouldRevalidate, Component: m.TagsPage })),
          },
          { path: 'blog', lazy: () => import('./features/admin/blog/list/BlogAdminPage.tsx').then((m) => ({ loader: m.loader, Component: m.BlogAdminPage })) },
          // One editor for both: a new post moves to its edit address without the screen changing.
          {
            path: 'blog/new',
            lazy: () => import('./features/admin/blog/editor/PostEditorPage.tsx').then((m) => ({ loader: m.loader, Component: m.PostEditorPage })),
          },
          {
            path: 'blog/edit/:id',
            lazy: () => import('./features/admin/blog/editor/PostEditorPage.tsx').then((m) => ({ loader: m.loader, Component: m.PostEditorPage })),
          },
          {
            path: 'media',
            lazy: () =>
              import('./features/admin/media/MediaPage.tsx').then((m) => ({ loader: m.loader, shouldRevalidate: m.shouldRevalidate, Component: m.MediaPage })),
          },
          { path: 'users', lazy: () => import('./features/admin/users/UsersPage.tsx').then((m) => ({ Component: m.UsersPage })) },
          { path: 'profile', lazy: () => import('./features/admin/profile/ProfilePage.tsx').then((m) => ({ loader: m.loader, Component: m.ProfilePage })) },
          {
            path: 'analytics',
            lazy: () => import('./features/admin/analytics/AnalyticsPage.tsx').then((m) => ({ loader: m.loader, Component: m.AnalyticsPage })),
          },
          { path: 'settings', lazy: () => import('./features/admin/settings/SettingsPage.tsx').then((m) => ({ Component: m.SettingsPage })) },
        ],
      },
    ],
  },
];
