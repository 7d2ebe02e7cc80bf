import { useEnquiryPagesInfiniteQuery } from '../../marketing/marketing.api';
import styles from '../Admin.module.css';
import { PagedTable } from '../paged-table/PagedTable';
import { useListControls } from '../paged-table/use-list-controls';
import { enquiryText, KIND_LABELS } from './enquiry-text';
import { formatMoment } from '../../../ui/dates';

/** The shop's stump and contact enquiries, newest first, with whether the shop's inbox has had its copy yet. */
export function EnquiriesTab() {
  const controls = useListControls({}, '-received');
  const list = useEnquiryPagesInfiniteQuery(controls.query);
  return (
    <section aria-labelledby="enquiries-heading">
      <h2 id="enquiries-heading">Enquiries</h2>
      <PagedTable
        label="Enquiries"
        many="enquiries"
        searchLabel="Search by e-mail or kind"
        empty="No enquiries yet. Tree stump enquiries from the shop and messages from the contact page appear here."
        failure="Failed to fetch enquiries."
        columns={[
          { label: 'Received', sort: 'received' },
          { label: 'Kind', sort: 'kind' },
          { label: 'Email', sort: 'email' },
          { label: 'Enquiry' },
          { label: 'Mailed to the shop' },
        ]}
        controls={controls}
        list={list}
        row={(enquiry) => (
          <tr key={enquiry._id} data-testid="enquiry-row">
            <td className={styles.oneLine}>{formatMoment(enquiry.createdAt)}</td>
            <td className={styles.oneLine}>{KIND_LABELS[enquiry.kind]}</td>
            <td className={styles.oneLine}>{enquiry.email}</td>
            <td>{enquiryText(enquiry)}</td>
            <td className={styles.oneLine}>{enquiry.mailedAt ? formatMoment(enquiry.mailedAt) : 'Not yet'}</td>
          </tr>
        )}
      />
    </section>
  );
}
