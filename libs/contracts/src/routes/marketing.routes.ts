import { CampaignLinkInput, CampaignOps, ConfirmInterestInput, EnquiryOps, InterestOps, UnsubscribeInput } from '../marketing.js';
import { pagedRouteOf, route, routeOf } from './route.js';

export const InterestRoutes = {
  /** Signing up twice is a success too: one address, one row. The address is mailed a link to confirm it. */
  register: routeOf(InterestOps.register),
  list: pagedRouteOf(InterestOps.list, InterestOps.listPage),
  summary: routeOf(InterestOps.summary),
  /**
   * Worked by the gateway, which answers pages: the link of the confirmation mail shows a button,
   * since mail scanners follow links too; the button posts to the same address, which confirms.
   */
  confirm: route({
    method: 'GET',
    path: 'interest/confirm',
    access: 'public',
    summary: "A confirmation mail's signed link: a page with a button to confirm (nothing changes yet)",
    tag: 'marketing',
    query: ConfirmInterestInput,
  }),
  confirmAddress: route({
    method: 'POST',
    path: 'interest/confirm',
    access: 'public',
    summary: "Confirm an address through its confirmation mail's signed link: its page's button",
    tag: 'marketing',
    status: 200,
    query: ConfirmInterestInput,
  }),
} as const;

/** Enquiries are stored, then mailed to the shop's inbox by a job: a mail server being down loses none. */
export const ContactRoutes = {
  stump: routeOf(EnquiryOps.stump),
  enquire: routeOf(EnquiryOps.contact),
  list: pagedRouteOf(EnquiryOps.list, EnquiryOps.listPage),
} as const;

export const CampaignRoutes = {
  /** Accepted at once, whatever the list's size: the campaign's own route shows its progress. */
  send: routeOf(CampaignOps.send),
  list: pagedRouteOf(CampaignOps.list, CampaignOps.listPage),
  get: routeOf(CampaignOps.get),
  /** Only a scheduled campaign that has not started: 409 once it has. */
  cancel: routeOf(CampaignOps.cancel),
  sendTest: routeOf(CampaignOps.sendTest),
  /** Worked by the gateway, which redirects: every link of a campaign mail goes through here. */
  follow: route({
    method: 'GET',
    path: 'email-marketing/link',
    access: 'public',
    summary: 'A campaign link: counted for the campaign (never for a person) and redirected to its address',
    tag: 'marketing',
    status: 302,
    query: CampaignLinkInput,
  }),
} as const;

/** The signed link in every campaign mail: worked by the gateway, which answers pages, not JSON. */
export const UnsubscribeRoutes = {
  confirm: route({
    method: 'GET',
    path: 'unsubscribe',
    access: 'public',
    summary: "A mail's signed unsubscribe link: a page with a button to confirm (nothing changes yet)",
    tag: 'marketing',
    query: UnsubscribeInput,
  }),
  unsubscribe: route({
    method: 'POST',
    path: 'unsubscribe',
    access: 'public',
    summary: "Unsubscribe through a signed link: its page's button, or one-click (RFC 8058)",
    tag: 'marketing',
    status: 200,
    query: UnsubscribeInput,
  }),
} as const;
