import type { ServiceDatabase } from '@storystump/service-kit';
import { CampaignEntity } from './campaigns/campaign.entity.js';
import { CampaignLinkEntity } from './campaigns/campaign-link.entity.js';
import { DeliveryEntity } from './campaigns/delivery.entity.js';
import { EnquiryEntity } from './enquiries/enquiry.entity.js';
import { ErasedAddressEntity } from './family-erasure/erased-address.entity.js';
import { FleetAlertEntity } from './fleet-alerts/fleet-alert.entity.js';
import { InterestEntity } from './interests/interest.entity.js';
import { LinkSecretEntity } from './links/link-secret.entity.js';
import { InitialMarketingSchema1795380151859 } from './migrations/1795380151859-initial-marketing-schema.js';
import { DeliveryBatches1795560000000 } from './migrations/1795560000000-delivery-batches.js';
import { DoubleOptInAndCampaignResults1795700000000 } from './migrations/1795700000000-double-opt-in-and-campaign-results.js';
import { ConfirmationMailedAt1795733723900 } from './migrations/1795733723900-confirmation-mailed-at.js';
import { FleetAlertDigests1795900000000 } from './migrations/1795900000000-fleet-alert-digests.js';
import { ListPages1796200000000 } from './migrations/1796200000000-list-pages.js';
import { ErasedAddresses1806500000000 } from './migrations/1806500000000-erased-addresses.js';
import { AddressLookups1806600000000 } from './migrations/1806600000000-address-lookups.js';
import { HostReportMails1807000000000 } from './migrations/1807000000000-host-report-mails.js';
import { SearchTrigramIndexes1807430000000 } from './migrations/1807430000000-search-trigram-indexes.js';
import { CampaignsDone1807450000000 } from './migrations/1807450000000-campaigns-done.js';
import { HostReportMailEntity } from './host-reports/host-report-mail.entity.js';

export const marketingEntities = [
  LinkSecretEntity,
  InterestEntity,
  EnquiryEntity,
  CampaignEntity,
  DeliveryEntity,
  CampaignLinkEntity,
  FleetAlertEntity,
  ErasedAddressEntity,
  HostReportMailEntity,
];

export const marketingDatabase: ServiceDatabase = {
  schema: 'marketing',
  entities: marketingEntities,
  migrations: [
    InitialMarketingSchema1795380151859,
    DeliveryBatches1795560000000,
    DoubleOptInAndCampaignResults1795700000000,
    ConfirmationMailedAt1795733723900,
    FleetAlertDigests1795900000000,
    ListPages1796200000000,
    ErasedAddresses1806500000000,
    AddressLookups1806600000000,
    HostReportMails1807000000000,
    SearchTrigramIndexes1807430000000,
    CampaignsDone1807450000000,
  ],
};
