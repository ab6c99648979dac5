import React, {useEffect, useMemo, useRef, type ReactNode} from 'react';
import {starOffset, starPlacements, type Point} from '@site/src/features/landing/stars';
import styles from './styles.module.css';

/**
 * The hero's 35 decorative stars. Each one drifts towards the pointer while the pointer
 * is within 100 px of it. With reduced motion there are no stars (CSS hides them and
 * no pointer listener is attached).
 */
export default function HeroStars(): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const placements = useMemo(() => starPlacements(), []);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return undefined;
    const stars = Array.from(container.children) as HTMLElement[];
    let pointer: Point | null = null;
    let frame = 0;

    const update = () => {
      frame = 0;
      const box = container.getBoundingClientRect();
      stars.forEach((star, index) => {
        const placement = placements[index];
        if (!placement) return;
        const home = {x: box.left + (placement.left / 100) * box.width, y: box.top + (placement.top / 100) * box.height};
        const {x, y} = starOffset(home, pointer);
        star.style.transform = x || y ? `translate(${x}px, ${y}px)` : '';
      });
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    const onPointerMove = (event: PointerEvent) => {
      pointer = {x: event.clientX, y: event.clientY};
      schedule();
    };
    const onPointerLeave = () => {
      pointer = null;
      schedule();
    };

    window.addEventListener('pointermove', onPointerMove, {passive: true});
    window.addEventListener('scroll', schedule, {passive: true});
    document.documentElement.addEventListener('pointerleave', onPointerLeave);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('scroll', schedule);
      document.documentElement.removeEventListener('pointerleave', onPointerLeave);
    };
  }, [placements]);

  return (
    <div ref={containerRef} className={styles.stars} data-testid="hero-stars" aria-hidden="true">
      {placements.map(({left, top, size}, index) => (
        <span
          // The stars never change order, so their index is a stable key.
          key={index}
          className={styles.star}
          style={{
            left: `calc(${left}% - ${size / 2}px)`,
            top: `calc(${top}% - ${size / 2}px)`,
            width: `${size}px`,
            height: `${size}px`,
          }}
        />
      ))}
    </div>
  );
}
