import { Module } from '@nestjs/common';
import {
  DatabaseModule,
  EventsModule,
  JobsModule,
  RpcModule,
  SETTINGS,
  type Settings,
  healthController,
  operationHandlers,
} from '@storystump/service-kit';
import { AccountMailsService } from './account-mails/account-mails.service.js';
import { CampaignDeliveryProcessor } from './campaigns/campaign-delivery.processor.js';
import { CampaignFanOutProcessor } from './campaigns/campaign-fan-out.processor.js';
import { CampaignsService } from './campaigns/campaigns.service.js';
import { DeliveryLedger } from './campaigns/delivery-ledger.js';
import { LinkFollows } from './campaigns/link-follows.js';
import { marketingDatabase } from './database.js';
import { EnquiriesService } from './enquiries/enquiries.service.js';
import { MarketingFamilyDataService } from './family-export/marketing-family-data.service.js';
import { FamilyAddressErasure } from './family-erasure/family-address-erasure.js';
import { FleetAlertsService } from './fleet-alerts/fleet-alerts.service.js';
import { HostReportsService } from './host-reports/host-reports.service.js';
import { InterestsService } from './interests/interests.service.js';
import { SignedLinks } from './links/signed-links.js';
import { Mailer } from './mail/mailer.js';
import { MARKETING_CONFIG, readMarketingConfig } from './marketing-config.js';
import { MissionMailsService } from './mission-mails/mission-mails.service.js';
import { OrderMailsService } from './order-mails/order-mails.service.js';
import { RestingStumpsService } from './resting-stumps/resting-stumps.service.js';
import { StumpHosts } from './resting-stumps/stump-hosts.js';

@Module({
  imports: [DatabaseModule.forService(marketingDatabase), JobsModule, EventsModule, RpcModule.forCaller('marketing')],
  controllers: [
    ...operationHandlers(CampaignsService, EnquiriesService, InterestsService, MarketingFamilyDataService),
    healthController('marketing'),
  ],
  providers: [
    { provide: MARKETING_CONFIG, inject: [SETTINGS], useFactory: (settings: Settings) => readMarketingConfig(settings) },
    Mailer,
    MarketingFamilyDataService,
    SignedLinks,
    InterestsService,
    EnquiriesService,
    CampaignsService,
    CampaignFanOutProcessor,
    CampaignDeliveryProcessor,
    DeliveryLedger,
    LinkFollows,
    FleetAlertsService,
    HostReportsService,
    OrderMailsService,
    AccountMailsService,
    MissionMailsService,
    FamilyAddressErasure,
    RestingStumpsService,
    StumpHosts,
  ],
})
export class AppModule {}
