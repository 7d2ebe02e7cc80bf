import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { NotFoundPage } from '../features/coming-soon/NotFoundPage';
import { HomePage } from '../features/home/HomePage';
import { Layout } from './Layout';
import { PAGES, type PageEntry, type PagePath } from './pages';

// Pages only some visitors reach are loaded when first needed.
const AccountPage = lazy(() => import('../features/account/AccountPage').then((m) => ({ default: m.AccountPage })));
const AdminPage = lazy(() => import('../features/admin/AdminPage').then((m) => ({ default: m.AdminPage })));
const ContactPage = lazy(() => import('../features/contact/ContactPage').then((m) => ({ default: m.ContactPage })));
const MapPage = lazy(() => import('../features/map/MapPage').then((m) => ({ default: m.MapPage })));
const ShopPage = lazy(() => import('../features/shop/ShopPage').then((m) => ({ default: m.ShopPage })));
const SuccessPage = lazy(() => import('../features/success/SuccessPage').then((m) => ({ default: m.SuccessPage })));
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const PrivacyPage = lazy(() => import('../features/privacy/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
const WifiSetupPage = lazy(() => import('../features/wifisetup/WifiSetupPage').then((m) => ({ default: m.WifiSetupPage })));

/** What each page of the table shows. */
const CONTENT: Record<PagePath, ReactNode> = {
  '/': <HomePage />,
  '/shop': <ShopPage />,
  '/map': <MapPage />,
  '/contact': <ContactPage />,
  '/success': <SuccessPage />,
  '/privacy': <PrivacyPage />,
  '/wifisetup': <WifiSetupPage />,
  '/login': <LoginPage />,
  '/register': <RegisterPage />,
  '/forgot-password': <ForgotPasswordPage />,
  '/reset-password': <ResetPasswordPage />,
  '/account': <AccountPage />,
  '/admin': <AdminPage />,
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
