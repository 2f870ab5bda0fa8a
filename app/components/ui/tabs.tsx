import { useDirection } from '@radix-ui/react-direction';
import {
  createContext,
  useContext,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * Tabs as the WAI-ARIA tabs pattern describes them, with the parts and props of Radix's Tabs that
 * our screens use (Root, List, Trigger, Content; value, onValueChange, dir, forceMount, and the
 * data-state and data-orientation attributes the styles read): a tablist whose tabs take focus
 * one at a time (roving tabindex), arrow keys that follow the reading direction, Home and End,
 * and automatic activation (a tab that takes focus opens). Radix's Tabs weighed 8.8 KB of
 * compressed script on the first screen of every portal, a sixth of a second on 400 kbps before
 * its parsing on a slow phone; this is under one.
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  dir: 'ltr' | 'rtl';
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error(`Tabs.${part} belongs inside Tabs.Root`);
  return tabs;
}

const triggerId = (tabs: TabsState, value: string) => `${tabs.baseId}-trigger-${value}`;
const contentId = (tabs: TabsState, value: string) => `${tabs.baseId}-content-${value}`;

type DivProps = Omit<HTMLAttributes<HTMLDivElement>, 'dir' | 'defaultValue'>;

export function Root({
  value,
  defaultValue,
  onValueChange,
  dir,
  children,
  ...rest
}: DivProps & { value?: string; defaultValue?: string; onValueChange?: (value: string) => void; dir?: 'ltr' | 'rtl'; children: ReactNode }) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const current = value ?? own;
  const direction = useDirection(dir);
  const baseId = useId();
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: current, select, dir: direction, baseId }}>
      <div dir={direction} data-orientation="horizontal" {...rest}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

export function List({ ref, onKeyDown, ...rest }: DivProps & { ref?: Ref<HTMLDivElement> }) {
  const tabs = useTabs('List');
  const own = useRef<HTMLDivElement | null>(null);
  const setRef = (element: HTMLDivElement | null) => {
    own.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const list = own.current;
    if (event.defaultPrevented || !list) return;
    // This list's own tabs, not those of a tab list nested in one of its panels.
    const triggers = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')].filter((tab) => tab.closest('[role="tablist"]') === list);
    const at = triggers.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const forward = tabs.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = tabs.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward
        ? (at + 1) % triggers.length
        : event.key === backward
          ? (at - 1 + triggers.length) % triggers.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? triggers.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    // Focus opens the tab (automatic activation, as Radix's default).
    triggers[next]!.focus();
  }
  return <div role="tablist" aria-orientation="horizontal" data-orientation="horizontal" ref={setRef} onKeyDown={handleKeyDown} {...rest} />;
}

export function Trigger({
  value,
  disabled,
  onMouseDown,
  onClick,
  onFocus,
  onKeyDown,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value'> & { value: string }) {
  const tabs = useTabs('Trigger');
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs, value)}
      aria-selected={active}
      aria-controls={contentId(tabs, value)}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      // Only the open tab is in the page's tab order; the arrow keys move between the others.
      tabIndex={active ? 0 : -1}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // A plain press opens at once (as Radix does); a ctrl-press keeps the browser's own meaning.
        if (!event.defaultPrevented && !disabled && event.button === 0 && !event.ctrlKey) tabs.select(value);
      }}
      onClick={(event) => {
        onClick?.(event);
        // A screen reader's activation may arrive as a click alone.
        if (!event.defaultPrevented && !disabled) tabs.select(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && (event.key === ' ' || event.key === 'Enter')) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!active && !disabled) tabs.select(value);
      }}
      {...rest}
    />
  );
}

/** A tab's panel; rendered only while its tab is open, unless `forceMount` (then hidden by the styles, through data-state). */
export function Content({ value, forceMount, ...rest }: Omit<DivProps, 'id'> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs('Content');
  const active = tabs.value === value;
  if (!active && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs, value)}
      aria-labelledby={triggerId(tabs, value)}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      tabIndex={0}
      {...rest}
    />
  );
}
