import { Link } from 'react-router';
import { BRAND } from '../../brand';
import page from '../../ui/Page.module.css';
import { usePrivacyNoticeQuery } from './privacy.api';
import styles from './PrivacyPage.module.css';

const months = (n: number) => `${n} month${n === 1 ? '' : 's'}`;
const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;
const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;
const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** The privacy notice, written for parents; its periods are the running system's settings. */
export function PrivacyPage() {
  const { data: notice, isError } = usePrivacyNoticeQuery();
  const retention = notice?.retention;

  return (
    <div className={page.page}>
      <article className={`${page.card} ${styles.notice}`}>
        <h1>Privacy notice</h1>
        <p className={styles.lead}>
          {BRAND} accounts are for parents and guardians aged 18 or over. Children do not have accounts: you hold the account for
          your family. This page says, in plain words, what we keep about your family, why, for how long, who else sees it, and
          how you can take it away or have it deleted.
        </p>

        <h2>What we keep, and why</h2>
        <dl className={styles.kinds}>
          <dt>Your account</dt>
          <dd>
            The name you choose, your e-mail address, your password (kept only as a one-way scramble we cannot read back) and
            which version of this notice you accepted, and when. We need these to sign you in and to write to you about your
            account.
          </dd>
          <dt>Your characters and where they have been</dt>
          <dd>
            Which characters are yours and, each time one is placed on a stump, which stump it was and when. That is where your
            child has been, so we show it only to you (and to the few staff who run the service, when they need to). You can turn
            this history off for any character on your account page: its visits are then only counted at the stump, never linked
            to your character.
          </dd>
          <dt>Orders</dt>
          <dd>
            What you bought, what it cost, when, and the e-mail address for the order, so that we can send it and keep the
            accounts the law asks us to keep.
          </dd>
          <dt>News by e-mail, and messages you send us</dt>
          <dd>
            If you sign up for news: your e-mail address and when you confirmed it, until you unsubscribe (a link in every mail).
            If you write to us: your message and address, so that we can answer.
          </dd>
          <dt>Anonymous page visits</dt>
          <dd>
            Which pages of this site are visited, with a random number for the visit, never your name or account, so that we can
            see what is useful.
          </dd>
        </dl>

        <h2>How long we keep it</h2>
        {isError && <p role="alert">The periods could not be loaded, please try again later.</p>}
        {!retention && !isError && <p role="status">Loading...</p>}
        {retention && (
          <ul className={styles.periods}>
            <li>
              <strong>Visits</strong> stay linked to your character for {months(retention.visitMonths)}; after that they are only
              counted at the stump.
            </li>
            <li>
              <strong>Anonymous page visits</strong> are kept one by one for {months(retention.analyticsMonths)}; after that only
              the daily totals are.
            </li>
            <li>
              <strong>A link to reset your password</strong> works for {minutes(retention.passwordResetMinutes)}, once.
            </li>
            <li>
              <strong>Your account, characters and orders</strong> are kept while you have an account. When you ask for it to be
              deleted, it is deleted {days(retention.deletionGraceDays)} later (until then you can change your mind). Orders then
              keep only what accounting law requires (amounts, dates and items), without your name or e-mail address.
            </li>
            <li>
              <strong>The link to download your export</strong> works for {hours(retention.exportLinkHours)}.
            </li>
          </ul>
        )}

        <h2>Who else sees it</h2>
        <p>
          We never sell your data and we show no advertising. Two companies work for us and see only what their job needs: the{' '}
          <strong>card payment provider</strong> (Stripe), which takes your payment and sees your card and order, and the{' '}
          <strong>mail relay</strong>, which delivers our e-mails and sees the address and the mail.
        </p>

        <h2>Your rights</h2>
        <ul className={styles.rights}>
          <li>
            <strong>See and take away everything</strong> we keep about your family: ask for an export on your{' '}
            <Link to="/account">account page</Link>; we e-mail you a link to download it.
          </li>
          <li>
            <strong>Delete your account</strong> from your account page: everything about your family is removed from every part
            of {BRAND}, after a short period in which you can change your mind.
          </li>
          <li>
            <strong>Correct</strong> what is wrong, or ask us anything about your data: <Link to="/contact">contact us</Link>. You
            may also complain to the Information Commissioner&apos;s Office (ico.org.uk).
          </li>
        </ul>

        {notice && <p className={styles.version}>Version {notice.noticeVersion}</p>}
      </article>
    </div>
  );
}
