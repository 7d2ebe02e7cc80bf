import { Link } from 'react-router';
import page from '../../ui/Page.module.css';

export function NotFoundPage() {
  return (
    <div className={page.page} style={{ textAlign: 'center' }}>
      <h1>Lost in the woods</h1>
      <p>There is no page at this address.</p>
      <Link to="/">Back to the home page</Link>
    </div>
  );
}
