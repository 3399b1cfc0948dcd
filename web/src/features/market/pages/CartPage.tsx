import { Link } from 'react-router';
import { formatPaise, MAX_QUANTITY } from '@contracts/bookShop';
import { bookPath, loginPathReturningTo, ROUTES } from '@contracts/routes';
import { SanityImage } from '~/shared/content/SanityImage';
import { useSession } from '~/shared/session/useSession';
import { Button, ButtonLink } from '~/shared/ui/Button';
import { Page } from '~/shared/ui/Page';
import { useCart } from '../cart/useCart';
import { CheckoutForm } from '../components/CheckoutForm';
import styles from './CartPage.module.css';
import { contentHead } from '~/shared/route/head';

/** /cart: the lines priced by the server today, quantity 1–10, remove, totals with the delivery rule. */
export function CartPage() {
  const { cart, error, count, setQuantity, remove } = useCart();
  const { isLoggedIn, user } = useSession();

  if (error && !cart) {
    return (
      <Page title="Your cart">
        <p role="alert">Your cart could not be loaded just now. Please reload the page.</p>
      </Page>
    );
  }
  if (!cart) {
    return (
      <Page title="Your cart">
        <p role="status">Loading your cart…</p>
      </Page>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <Page title="Your cart">
        {cart.removed.map((line) => (
          <p key={line.bookId} role="status">
            {line.message}
          </p>
        ))}
        <p>Your cart is empty.</p>
        <ButtonLink to={ROUTES.marketPlace}>Browse books</ButtonLink>
      </Page>
    );
  }
  const toFree = cart.freeDeliveryThreshold - cart.itemsTotal;
  return (
    <Page title="Your cart">
      {cart.removed.map((line) => (
        <p key={line.bookId} role="status" className={styles.notice}>
          {line.message}
        </p>
      ))}
      <div className={styles.layout}>
        <ul className={styles.lines} aria-label="Books in your cart">
          {cart.lines.map((line) => (
            <li key={line.bookId} className={styles.line} data-testid="cart-line">
              <SanityImage image={line.coverAssetId ? { asset: { _ref: line.coverAssetId } } : null} aspectRatio={3 / 4} sizes="80px" alt="" className={styles.cover} />
              <div className={styles.info}>
                <Link to={bookPath(line.slug)} className={styles.title}>
                  {line.title}
                </Link>
                <p>{formatPaise(line.unitPrice)} each</p>
                <div className={styles.controls}>
                  <label>
                    <span>Quantity</span>
                    <select value={line.quantity} onChange={(event) => void setQuantity(line.bookId, Number(event.target.value))} aria-label={`Quantity of ${line.title}`}>
                      {Array.from({ length: MAX_QUANTITY }, (_, i) => i + 1).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </label>
                  <Button variant="ghost" size="small" onClick={() => void remove(line.bookId)} aria-label={`Remove ${line.title}`}>
                    Remove
                  </Button>
                </div>
              </div>
              <p className={styles.lineTotal}>{formatPaise(line.lineTotal)}</p>
            </li>
          ))}
        </ul>
        <aside className={styles.summary} aria-labelledby="cart-summary">
          <h2 id="cart-summary">Order summary</h2>
          <dl>
            <div>
              <dt>Items ({count})</dt>
              <dd data-testid="items-total">{formatPaise(cart.itemsTotal)}</dd>
            </div>
            <div>
              <dt>Delivery</dt>
              <dd data-testid="delivery-fee">{cart.deliveryFee ? formatPaise(cart.deliveryFee) : 'FREE'}</dd>
            </div>
            <div className={styles.total}>
              <dt>Total</dt>
              <dd data-testid="cart-total">{formatPaise(cart.total)}</dd>
            </div>
          </dl>
          <p className={styles.small}>Book prices include GST.</p>
          {toFree > 0 ? <p className={styles.small}>Add {formatPaise(toFree)} more for free delivery.</p> : null}
          {isLoggedIn ? (
            <CheckoutForm defaultName={[user?.firstName, user?.lastName].filter(Boolean).join(' ')} />
          ) : (
            <ButtonLink to={loginPathReturningTo(ROUTES.cart)}>Log in to check out</ButtonLink>
          )}
        </aside>
      </div>
    </Page>
  );
}

export const meta = contentHead('cart');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default CartPage;
