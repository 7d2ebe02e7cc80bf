import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import page from '../../ui/Page.module.css';
import { Tabs } from '../../ui/Tabs';
import { ADMIN_TABS, adminTabOf, type AdminTabKey } from './admin-tabs';
import { ApiKeysTab } from './apikeys/ApiKeysTab';
import { AuditTab } from './audit/AuditTab';
import { BaseStationsTab } from './basestations/BaseStationsTab';
import { CharactersTab } from './characters/CharactersTab';
import { EnquiriesTab } from './enquiries/EnquiriesTab';
import { HostsTab } from './hosts/HostsTab';
import { InterestsTab } from './interests/InterestsTab';
import { MissionsTab } from './missions/MissionsTab';
import { OrdersTab } from './orders/OrdersTab';
import { UsersTab } from './users/UsersTab';
import { VersionsTab } from './versions/VersionsTab';

// The charts (ApexCharts), the map (OpenLayers) and the rich-text editor (Slate) load only when their tabs are opened.
const AnalyticsTab = lazy(() => import('./analytics/AnalyticsTab').then((m) => ({ default: m.AnalyticsTab })));
const FleetTab = lazy(() => import('./fleet/FleetTab').then((m) => ({ default: m.FleetTab })));
const EmailDrafterTab = lazy(() => import('./email/EmailDrafterTab').then((m) => ({ default: m.EmailDrafterTab })));

const TAB_CONTENT: Partial<Record<AdminTabKey, () => ReactNode>> = {
  analytics: () => (
    <Suspense fallback={<p role="status">Loading analytics...</p>}>
      <AnalyticsTab />
    </Suspense>
  ),
  basestations: () => <BaseStationsTab />,
  apikeys: () => <ApiKeysTab />,
  users: () => <UsersTab />,
  characters: () => <CharactersTab />,
  missions: () => <MissionsTab />,
  interests: () => <InterestsTab />,
  enquiries: () => <EnquiriesTab />,
  email: () => (
    <Suspense fallback={<p role="status">Loading the editor...</p>}>
      <EmailDrafterTab />
    </Suspense>
  ),
  versions: () => <VersionsTab />,
  fleet: () => (
    <Suspense fallback={<p role="status">Loading the fleet...</p>}>
      <FleetTab />
    </Suspense>
  ),
  audit: () => <AuditTab />,
  orders: () => <OrdersTab />,
  hosts: () => <HostsTab />,
};

export function AdminPage() {
  // The tab is part of the address (/admin?tab=fleet): a reload keeps it, back and forward move between tabs.
  const [params, setParams] = useSearchParams();
  const tab = adminTabOf(params.get('tab'));
  // At once, as a click or an arrow key expects, not as a transition a heavy tab may hold back.
  const setTab = (key: AdminTabKey) => setParams({ tab: key }, { flushSync: true });
  const label = ADMIN_TABS.find((t) => t.key === tab)!.label;
  return (
    <div className={`${page.page} ${page.wide}`}>
      <h1>Admin</h1>
      <Tabs tabs={ADMIN_TABS} selected={tab} onSelect={setTab} label="Admin sections">
        {TAB_CONTENT[tab]?.() ?? <p>The {label} section is not available yet.</p>}
      </Tabs>
    </div>
  );
}
