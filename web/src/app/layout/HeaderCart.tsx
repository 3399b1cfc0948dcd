import { Link } from 'react-router';
import { ROUTES } from '@contracts/routes';
import { useCartCount } from '~/shared/cart/useCartCount';
import { CartIcon } from '~/shared/ui/icons';
import styles from './Header.module.css';

/**
 * The cart and its count, on every page. The count is known only in the browser (a visitor's cart
 * is kept there, a member's session too), so the server's HTML leaves its badge empty; the badge
 * sits over the icon's corner, so filling it moves nothing.
 */
export function HeaderCart() {
  const count = useCartCount();
  const label = count === undefined ? 'Cart' : `Cart, ${count} ${count === 1 ? 'book' : 'books'}`;
  return (
    <Link to={ROUTES.cart} className={styles.cart} aria-label={label} data-testid="header-cart">
      <CartIcon width={22} height={22} />
      <span className={styles.cartCount} aria-hidden hidden={!count}>
        {count}
      </span>
    </Link>
  );
}
