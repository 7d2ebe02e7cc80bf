import { Link } from 'react-router';
import page from '../../ui/Page.module.css';

export const NOT_FOUND_HEADING = 'Lost in the woods';
export const NOT_FOUND_DESCRIPTION = 'There is no page at this address.';

export function NotFoundPage() {
  return (
    <div className={page.page} style={{ textAlign: 'center' }}>
      <h1>{NOT_FOUND_HEADING}</h1>
      <p>{NOT_FOUND_DESCRIPTION}</p>
      <Link to="/">Back to the home page</Link>
    </div>
  );
}
