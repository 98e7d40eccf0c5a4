// The credits as they will be exported: partner logos in a 600 px box, then the sections and entries,
// then the spacer, on a 1920 px wide stage (spec 002 section 9). The editor scales it into its pane and
// lets the logos and the spacer be edited in place; the exporter page shows it as it is.
import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import type { CreditItem, CreditsData, PartnerLogo } from '@wb/contracts';
import { draggedWidth, type LogoEdit } from './creditsModel';
import { licenceOf } from './licence';
import classes from './credits.module.css';

export interface PreviewEditing {
  readonly logo: LogoEdit | null;
  readonly spacerHeight: number | null;
  /** Screen pixels per stage pixel, so a drag moves the logo as far as the pointer. */
  readonly scale: number;
  onLogoClick(id: string): void;
  onLogoChange(change: Partial<Omit<LogoEdit, 'id'>>): void;
  onSpacerClick(): void;
}

interface Props {
  readonly data: CreditsData;
  readonly editing?: PreviewEditing;
  /** Called once every logo has loaded (or failed to). */
  readonly onImagesSettled?: () => void;
}

function Item({ item }: { item: CreditItem }) {
  if (item.type === 'section') return <div className={classes.section}>{item.title}</div>;
  const licence = licenceOf(item);
  return (
    <div className={classes.entry}>
      <span className={classes.role}>{item.role}</span>
      <span className={classes.name}>{item.name}</span>
      {licence && <span className={classes.licence}>{licence}</span>}
    </div>
  );
}

/** Elements a drag has just moved: the click that ends the drag is not a click that toggles editing. */
const justDragged = new WeakSet<EventTarget>();

/** Follows one pointer from its press until it is let go, reporting how far it moved in stage pixels. */
const dragFrom = (event: ReactPointerEvent<HTMLElement>, scale: number, onMove: (dx: number, dy: number) => void) => {
  event.preventDefault();
  event.stopPropagation();
  const target = event.currentTarget;
  const { clientX, clientY, pointerId } = event;
  target.setPointerCapture(pointerId);
  const move = (e: PointerEvent) => {
    if (Math.abs(e.clientX - clientX) + Math.abs(e.clientY - clientY) > 2) justDragged.add(target);
    onMove((e.clientX - clientX) / scale, (e.clientY - clientY) / scale);
  };
  const end = () => {
    target.removeEventListener('pointermove', move);
    target.removeEventListener('pointerup', end);
    target.removeEventListener('pointercancel', end);
  };
  target.addEventListener('pointermove', move);
  target.addEventListener('pointerup', end);
  target.addEventListener('pointercancel', end);
};

function Logo({ logo, editing, onSettled }: { logo: PartnerLogo; editing?: PreviewEditing; onSettled: () => void }) {
  const edit = editing?.logo?.id === logo.id ? editing.logo : null;
  const width = edit?.width ?? logo.style.width;
  const x = edit?.x ?? logo.style.transform.x;
  const y = edit?.y ?? logo.style.transform.y;
  const scale = editing?.scale ?? 1;
  const body = <img src={logo.src} alt="Partner logo" onLoad={onSettled} onError={onSettled} draggable={false} />;
  if (!editing) {
    return (
      <div className={classes.logo} style={{ width, transform: `translate(${x}px, ${y}px)` }}>
        {body}
      </div>
    );
  }
  return (
    <div
      className={`${classes.logo} ${edit ? classes.logoEditing : ''}`}
      style={{ width, transform: `translate(${x}px, ${y}px)` }}
      role="button"
      tabIndex={0}
      aria-pressed={edit !== null}
      aria-label={edit ? 'Partner logo (editing)' : 'Edit partner logo'}
      data-logo-id={logo.id}
      onClick={(e) => {
        if (!justDragged.delete(e.currentTarget)) editing.onLogoClick(logo.id);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') editing.onLogoClick(logo.id);
      }}
      onPointerDown={edit ? (e) => dragFrom(e, scale, (dx, dy) => editing.onLogoChange({ x: Math.round(edit.x + dx), y: Math.round(edit.y + dy) })) : undefined}
    >
      {body}
      {edit && (
        <span
          className={classes.handle}
          data-testid="logo-resize-handle"
          aria-hidden
          onClick={(e) => e.stopPropagation()}
          onPointerDown={(e) => dragFrom(e, scale, (dx) => editing.onLogoChange({ width: draggedWidth(edit.width, dx) }))}
        />
      )}
    </div>
  );
}

export function CreditsPreview({ data, editing, onImagesSettled }: Props) {
  // Which logos have yet to load, reset (during render, before any of them can load) when the set of
  // pictures changes; a move or a resize changes nothing here.
  const logoKeys = data.partnerLogos.map((l) => `${l.id}|${l.src}`).join(',');
  const tracked = useRef<{ keys: string; pending: Set<string> } | null>(null);
  if (tracked.current?.keys !== logoKeys) tracked.current = { keys: logoKeys, pending: new Set(data.partnerLogos.map((l) => l.id)) };
  useEffect(() => {
    if (tracked.current?.pending.size === 0) onImagesSettled?.();
  }, [logoKeys, onImagesSettled]);
  const settled = (id: string) => {
    const pending = tracked.current?.pending;
    if (!pending?.delete(id)) return;
    if (pending.size === 0) onImagesSettled?.();
  };
  const spacerHeight = editing?.spacerHeight ?? data.spacer.height;
  const spacerClass = editing ? `${classes.spacer} ${classes.spacerEditable} ${editing.spacerHeight !== null ? classes.spacerEditing : ''}` : classes.spacer;
  return (
    <div className={classes.stage} data-credits-preview>
      {data.partnerLogos.length > 0 && (
        <div className={classes.logos}>
          {data.partnerLogos.map((logo) => (
            <Logo key={logo.id} logo={logo} editing={editing} onSettled={() => settled(logo.id)} />
          ))}
        </div>
      )}
      {data.items.map((item) => (
        <Item key={item.id} item={item} />
      ))}
      <div
        className={spacerClass}
        style={{ height: spacerHeight }}
        data-testid="credits-spacer"
        {...(editing ? { role: 'button', tabIndex: 0, 'aria-label': 'Edit spacer', onClick: () => editing.onSpacerClick() } : {})}
      />
    </div>
  );
}
