import { Stump } from '../../ui/illustrations';
import page from '../../ui/Page.module.css';

/** For parts of the site that are not open yet: says so plainly instead of a blank page. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <div className={page.page} style={{ textAlign: 'center' }}>
      <h1>{title}</h1>
      <Stump className={page.illustration} />
      <p>This part of the forest is still growing. Please check back soon.</p>
    </div>
  );
}
