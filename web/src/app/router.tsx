import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { NotFoundPage } from '../features/coming-soon/NotFoundPage';
import { HomePage } from '../features/home/HomePage';
import { Layout } from './Layout';

// Pages only some visitors reach are loaded when first needed.
const AccountPage = lazy(() => import('../features/account/AccountPage').then((m) => ({ default: m.AccountPage })));
const AdminPage = lazy(() => import('../features/admin/AdminPage').then((m) => ({ default: m.AdminPage })));
const ContactPage = lazy(() => import('../features/contact/ContactPage').then((m) => ({ default: m.ContactPage })));
const MapPage = lazy(() => import('../features/map/MapPage').then((m) => ({ default: m.MapPage })));
const ShopPage = lazy(() => import('../features/shop/ShopPage').then((m) => ({ default: m.ShopPage })));
const SuccessPage = lazy(() => import('../features/success/SuccessPage').then((m) => ({ default: m.SuccessPage })));
const WifiSetupPage = lazy(() => import('../features/wifisetup/WifiSetupPage').then((m) => ({ default: m.WifiSetupPage })));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/shop', element: <ShopPage /> },
      { path: '/map', element: <MapPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/success', element: <SuccessPage /> },
      { path: '/wifisetup', element: <WifiSetupPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      {
        path: '/account',
        element: (
          <RequireAuth>
            <AccountPage />
          </RequireAuth>
        ),
      },
      {
        path: '/admin',
        element: (
          <RequireAuth admin>
            <AdminPage />
          </RequireAuth>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
