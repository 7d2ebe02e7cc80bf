import { useState } from 'react';
import page from '../../ui/Page.module.css';
import { Tabs } from '../../ui/Tabs';
import { ADMIN_TABS, type AdminTabKey } from './admin-tabs';
import { UsersTab } from './users/UsersTab';

export function AdminPage() {
  const [tab, setTab] = useState<AdminTabKey>('analytics');
  const label = ADMIN_TABS.find((t) => t.key === tab)!.label;
  return (
    <div className={page.page}>
      <h1>Admin</h1>
      <Tabs tabs={ADMIN_TABS} selected={tab} onSelect={setTab} label="Admin sections">
        {tab === 'users' ? <UsersTab /> : <p>The {label} section is not available yet.</p>}
      </Tabs>
    </div>
  );
}
