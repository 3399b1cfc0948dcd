import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { HEADER_ACTIONS, HEADER_LINKS, ROUTES } from '@contracts/routes';
import { ButtonLink } from '~/shared/ui/Button';
import { CloseIcon, GuideIcon, LogoMark, MenuIcon } from '~/shared/ui/icons';
import { useSession } from '~/shared/session/useSession';
import { HeaderCart } from './HeaderCart';
import styles from './Header.module.css';

// A visitor's page carries none of a member's header code (the bell, the messages link, their
// requests and live stream): it loads once the session says a member is here.
const MemberHeaderItems = lazy(() => import('./MemberHeaderItems'));

type HeaderLinkSpec = (typeof HEADER_LINKS)[number];

/** A header link, highlighted on its page (aria-current="page") and on the rest of its section. */
function HeaderLink({ link, onClick }: { link: HeaderLinkSpec; onClick?: () => void }) {
  const { pathname } = useLocation();
  const current = pathname === link.to ? 'page' : link.section.includes(pathname) ? 'true' : undefined;
  return (
    <Link
      to={link.to}
      className={current ? `${styles.navLink} ${styles.active}` : styles.navLink}
      aria-current={current}
      onClick={onClick}
    >
      {link.label}
    </Link>
  );
}

interface HeaderProps {
  productName: string;
  /** The account area (Join, or the member's menu), in the bar on wide screens or inside the phone's menu. */
  account: (placement: 'bar' | 'menu') => ReactNode;
}

export function Header({ productName, account }: HeaderProps) {
  const { isLoggedIn } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLElement>(null);
  const closeMenu = () => menuRef.current?.hidePopover();
  const readMenu = () => setMenuOpen(menuRef.current?.matches(':popover-open') ?? false);
  // The menu is a popover the browser opens by itself, so a tap made before this code ran still
  // opened it: start from what the page shows.
  useEffect(readMenu, []);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={ROUTES.home} className={styles.logo} aria-label={`${productName} home`} onClick={closeMenu}>
          <LogoMark />
          <span>{productName}</span>
        </Link>
        <div className={`${styles.actions} ${styles.barActions} ${styles.desktopOnly}`}>
          <Link to={HEADER_ACTIONS.guide.to} className={styles.guideLink}>
            <GuideIcon width={20} height={20} />
            {HEADER_ACTIONS.guide.label}
          </Link>
          <ButtonLink to={HEADER_ACTIONS.donate.to} variant="outline" size="small">
            {HEADER_ACTIONS.donate.label}
          </ButtonLink>
          {account('bar')}
        </div>
        <HeaderCart />
        {isLoggedIn && (
          <Suspense fallback={null}>
            <MemberHeaderItems />
          </Suspense>
        )}
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          popoverTarget={menuId}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      <nav className={styles.nav} aria-label="Main">
        <ul className={styles.navList}>
          {HEADER_LINKS.map((link) => (
            <li key={link.to}>
              <HeaderLink link={link} />
            </li>
          ))}
        </ul>
      </nav>
      <nav ref={menuRef} id={menuId} className={styles.mobileMenu} aria-label="Mobile" popover="auto" onToggle={readMenu}>
        <ul className={styles.mobileList}>
          {HEADER_LINKS.map((link) => (
            <li key={link.to}>
              <HeaderLink link={link} onClick={closeMenu} />
            </li>
          ))}
          <li className={styles.menuActions} onClick={closeMenu}>
            <ButtonLink to={HEADER_ACTIONS.donate.to} variant="outline" size="small">
              {HEADER_ACTIONS.donate.label}
            </ButtonLink>
            <ButtonLink to={HEADER_ACTIONS.guide.to} variant="outline" size="small">
              <GuideIcon width={18} height={18} /> {HEADER_ACTIONS.guide.label}
            </ButtonLink>
          </li>
          <li className={styles.actions} onClick={closeMenu}>
            {account('menu')}
          </li>
        </ul>
      </nav>
    </header>
  );
}
