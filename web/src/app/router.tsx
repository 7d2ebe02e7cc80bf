import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { NotFoundPage } from '../features/coming-soon/NotFoundPage';
import { HomePage } from '../features/home/HomePage';
import { lazyPage, type LazyPage } from './lazy-page';
import { pageAt } from './page-meta';
import { Layout } from './Layout';
import { PAGES, type PageEntry, type PagePath } from './pages';

// Pages only some visitors reach are loaded when first needed.
const AccountPage = lazyPage(() => import('../features/account/AccountPage').then((m) => ({ default: m.AccountPage })));
const DiaryPage = lazyPage(() => import('../features/diary/DiaryPage').then((m) => ({ default: m.DiaryPage })));
const AdminPage = lazyPage(() => import('../features/admin/AdminPage').then((m) => ({ default: m.AdminPage })));
const ContactPage = lazyPage(() => import('../features/contact/ContactPage').then((m) => ({ default: m.ContactPage })));
const MapPage = lazyPage(() => import('../features/map/MapPage').then((m) => ({ default: m.MapPage })));
const ShopPage = lazyPage(() => import('../features/shop/ShopPage').then((m) => ({ default: m.ShopPage })));
const DemoCheckoutPage = lazyPage(() =>
  import('../features/checkout/DemoCheckoutPage').then((m) => ({ default: m.DemoCheckoutPage })),
);
const SuccessPage = lazyPage(() => import('../features/success/SuccessPage').then((m) => ({ default: m.SuccessPage })));
const ForgotPasswordPage = lazyPage(() =>
  import('../features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazyPage(() =>
  import('../features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const PrivacyPage = lazyPage(() => import('../features/privacy/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
const JourneyCardPage = lazyPage(() =>
  import('../features/journey-share/JourneyCardPage').then((m) => ({ default: m.JourneyCardPage })),
);
const HostPortalPage = lazyPage(() =>
  import('../features/host-portal/HostPortalPage').then((m) => ({ default: m.HostPortalPage })),
);
const WifiSetupPage = lazyPage(() => import('../features/wifisetup/WifiSetupPage').then((m) => ({ default: m.WifiSetupPage })));

/** The pages whose code is loaded when first needed, by path. */
const LAZY_PAGES: Partial<Record<PagePath, LazyPage>> = {
  '/account': AccountPage,
  '/account/characters/:id': DiaryPage,
  '/admin': AdminPage,
  '/contact': ContactPage,
  '/map': MapPage,
  '/shop': ShopPage,
  '/success': SuccessPage,
  '/checkout': DemoCheckoutPage,
  '/forgot-password': ForgotPasswordPage,
  '/reset-password': ResetPasswordPage,
  '/privacy': PrivacyPage,
  '/wifisetup': WifiSetupPage,
  '/share/:token': JourneyCardPage,
  '/host/:token': HostPortalPage,
};

/** Loads the code of the page at `path`, so that the app replaces its first view with itself, not with "Loading...". */
export const preloadPage = (path: string): Promise<unknown> => {
  const page = pageAt(path);
  return (page && LAZY_PAGES[page.path as PagePath]?.preload()) ?? Promise.resolve();
};

/** What each page of the table shows. */
const CONTENT: Record<PagePath, ReactNode> = {
  '/': <HomePage />,
  '/shop': <ShopPage />,
  '/map': <MapPage />,
  '/contact': <ContactPage />,
  '/success': <SuccessPage />,
  '/checkout': <DemoCheckoutPage />,
  '/privacy': <PrivacyPage />,
  '/wifisetup': <WifiSetupPage />,
  '/login': <LoginPage />,
  '/register': <RegisterPage />,
  '/forgot-password': <ForgotPasswordPage />,
  '/reset-password': <ResetPasswordPage />,
  '/account': <AccountPage />,
  '/account/characters/:id': <DiaryPage />,
  '/admin': <AdminPage />,
  '/share/:token': <JourneyCardPage />,
  '/host/:token': <HostPortalPage />,
};

function guarded(access: PageEntry['access'], content: ReactNode): ReactNode {
  if (access === 'anyone') return content;
  return <RequireAuth admin={access === 'admin'}>{content}</RequireAuth>;
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...PAGES.map((page) => ({ path: page.path, element: guarded(page.access, CONTENT[page.path]) })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
