import type { StationStatusView } from '@storystump/contracts';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { StationConfigPanel } from '../config/StationConfigPanel';
import { sinceText } from '../last-contact';
import styles from './StationDetails.module.css';

/** A station's details, opened from its row: its last contact and its configuration, desired beside reported. */
export function StationDetails({ station, onClose }: { station: StationStatusView; onClose: () => void }) {
  return (
    <Modal labelledBy="station-details-heading" className={styles.details} onClose={onClose}>
      <div className={styles.body}>
        <h3 id="station-details-heading">
          {station.friendly_name} ({station.base_id})
        </h3>
        <p>
          Last contact: {sinceText(station.lastContactAt)}. Running version: {station.runningVersion ?? '—'}.
        </p>
        <StationConfigPanel stationId={station.baseStationId} baseId={station.base_id} />
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
