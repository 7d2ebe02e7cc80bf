import { BRAND } from '../../brand';
import { Stump } from '../../ui/illustrations';
import page from '../../ui/Page.module.css';
import styles from './WifiSetup.module.css';

/** The address the stump answers on while it offers its own network. */
export const STUMP_SETUP_URL = 'http://192.168.4.1/';

export function WifiSetupPage() {
  const network = `${BRAND}_Local`;
  return (
    <div className={page.page}>
      <h1>Connect your stump to WIFI</h1>
      <div className={styles.layout}>
        <ol className={styles.steps}>
          <li>
            <h2>Open your WIFI settings</h2>
            <p>On your phone, tablet or computer, open the device&apos;s WIFI settings.</p>
          </li>
          <li>
            <h2>Join the stump&apos;s network</h2>
            <p>
              Choose the open network <strong data-testid="network-name">{network}</strong>. It needs no password.
            </p>
          </li>
          <li>
            <h2>Connect the stump to your home WIFI</h2>
            <p>
              Come back here and open the <a href={STUMP_SETUP_URL}>stump&apos;s setup page</a> to connect the stump to your home
              WIFI.
            </p>
          </li>
        </ol>
        <aside className={styles.note}>
          <Stump className={styles.stump} />
          <p>The stump will say out loud when it is connected.</p>
        </aside>
      </div>
    </div>
  );
}
