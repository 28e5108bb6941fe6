// What a `LazyMenu` renders its menu with: its own chunk, loaded on the first hover or
// focus of a menu trigger. The tooltip comes along so that items with a tooltip (row
// actions disabled with a reason) render Radix's directly instead of swapping elements
// inside an open menu (see `Tooltip`).
export { DropdownMenu } from 'radix-ui'
export { TooltipRadix as Tooltip } from './TooltipRadix'
// the user menu's theme choice: only ever shown in a menu
export { ThemeMenuItems } from './ThemeMenuItems'
