import { useNow } from '~/shared/time/now';

/**
 * "© 2026 Jnanam Trust. All rights reserved.": the year from the site's clock and the holder from the
 * site settings, so every copyright line on a page says the same.
 */
export function CopyrightLine({ holder, className }: { holder: string | null | undefined; className?: string }) {
  const year = new Date(useNow()).getFullYear();
  return (
    <span className={className}>
      © {year} {holder}
    </span>
  );
}
