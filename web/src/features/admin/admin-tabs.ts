export const ADMIN_TABS = [
  { key: 'analytics', label: 'Analytics' },
  { key: 'basestations', label: 'Base Stations' },
  { key: 'apikeys', label: 'API Keys' },
  { key: 'users', label: 'Users' },
  { key: 'characters', label: 'Characters' },
  { key: 'missions', label: 'Missions' },
  { key: 'interests', label: 'Interests' },
  { key: 'enquiries', label: 'Enquiries' },
  { key: 'email', label: 'Email Drafter' },
  { key: 'versions', label: 'Version Upload' },
  { key: 'fleet', label: 'Fleet' },
  { key: 'audit', label: 'Audit Log' },
  { key: 'orders', label: 'Orders' },
  { key: 'hosts', label: 'Hosts' },
] as const;

export type AdminTabKey = (typeof ADMIN_TABS)[number]['key'];

/** The tab an address names (`?tab=fleet`); Analytics where it names none or one there is not. */
export const adminTabOf = (name: string | null): AdminTabKey => ADMIN_TABS.find((tab) => tab.key === name)?.key ?? 'analytics';
