import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import styles from './Posts.module.css';

const loadSafetyActions = () => import('./SafetyActions');
// The entries and their dialogs load when the menu is about to open: a pointer over or focus on "⋯".
const SafetyActions = lazy(loadSafetyActions);

/**
 * The "⋯" options of another member's post, comment or profile: report it to the moderators, block
 * its author (they no longer see or reach each other) and, for posts and profiles, mute them.
 */
export function SafetyMenu(props: ComponentProps<typeof SafetyActions>) {
  const { itemType, author } = props;
  const menu = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  // A menu opened before the page hydrated shows its entries too.
  useEffect(() => {
    if (menu.current?.open) setOpened(true);
  }, []);
  const warm = () => void loadSafetyActions();
  return (
    <details ref={menu} className={styles.menu} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary aria-label={itemType === 'member' ? `Options for ${author.name}` : `Options for the ${itemType} by ${author.name}`} onPointerEnter={warm} onFocus={warm}>
        ⋯
      </summary>
      <div className={styles.menuPanel}>
        {opened ? (
          <Suspense fallback={<span role="status">Opening…</span>}>
            <SafetyActions {...props} />
          </Suspense>
        ) : null}
      </div>
    </details>
  );
}
