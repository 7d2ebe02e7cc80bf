import { Link, useSearchParams } from 'react-router';
import { Bunny } from '../../ui/illustrations';
import page from '../../ui/Page.module.css';

export function SuccessPage() {
  const [params] = useSearchParams();
  const demoOrder = params.get('order');
  return (
    <div className={`${page.page} ${page.narrow}`} style={{ textAlign: 'center' }}>
      <h1>Thank you for your purchase!</h1>
      <Bunny className={page.illustration} />
      {demoOrder ? (
        <p data-testid="demo-order">
          This was a demo order (number {demoOrder}): this shop takes no payments yet, so nothing was charged.
        </p>
      ) : (
        <p>Your new forest friend will be on their way to you soon.</p>
      )}
      <p>
        <Link to="/map">Find a storytelling stump near you</Link>
      </p>
    </div>
  );
}
