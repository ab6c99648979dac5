import React, {useEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {BLANK_LOGO, normalizeLogoScale} from '@site/src/features/productFamily/toolLinks';
import styles from './styles.module.css';

interface Props {
  /** Path under static/; when missing, the blank placeholder is shown. */
  src: string | undefined;
  size: number;
  scale?: number;
  className?: string;
}

/**
 * The logo of a tool card. Decorative (the card names the tool), lazy-loaded, and
 * replaced by a blank placeholder when it is missing or fails to load.
 */
export default function ToolLogo({src, size, scale, className}: Props): ReactNode {
  const url = useBaseUrl(src ?? '');
  const [broken, setBroken] = useState(!src);
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // A server-rendered image can fail before React listens for `error`.
    const image = imageRef.current;
    if (image && image.complete && image.naturalWidth === 0 && !broken) setBroken(true);
  }, [broken]);

  const factor = normalizeLogoScale(scale);
  const style = factor === 1 ? undefined : ({'--tool-logo-scale': factor} as CSSProperties);
  return (
    <img
      ref={imageRef}
      className={clsx(styles.logo, className)}
      style={style}
      src={broken ? BLANK_LOGO : url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      data-placeholder={broken ? 'true' : undefined}
      onError={() => setBroken(true)}
    />
  );
}
