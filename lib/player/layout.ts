/**
 * Player sizes (spec 02 §9): "Toolbox small below 300 px wide; resize debounce 500 ms; video width
 * thresholds 300, 600, 1264". Widths are measured in the browser (ResizeObserver), debounced.
 */
export const RESIZE_DEBOUNCE_MS = 500;
export const TOOLBOX_SMALL_BELOW_PX = 300;
export const VIDEO_WIDTH_THRESHOLDS = [300, 600, 1264] as const;

/** The video's width class: xs below 300 px, sm below 600, md below 1264, lg from 1264. */
export type WidthClass = 'xs' | 'sm' | 'md' | 'lg';
const CLASSES: readonly WidthClass[] = ['xs', 'sm', 'md', 'lg'];

export function widthClass(width: number): WidthClass {
  const index = VIDEO_WIDTH_THRESHOLDS.findIndex((limit) => width < limit);
  return CLASSES[index === -1 ? CLASSES.length - 1 : index];
}

/** The toolbox takes its compact layout (icon tabs, list of steps) below 300 px. Unmeasured (0) is not small. */
export const isToolboxSmall = (width: number) => width > 0 && width < TOOLBOX_SMALL_BELOW_PX;
