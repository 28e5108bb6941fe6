// In the lazily loaded menu chunk (`menu-parts.ts`) with Radix's menu, so a first visit
// carries none of it.
import { DropdownMenu } from 'radix-ui'

import { chooseTheme, THEME_CHOICES, useThemeChoice } from './theme'
import { parseThemeChoice } from './theme-choice'

const radioClass =
  'flex w-full cursor-pointer items-center gap-2 rounded px-3 py-1.5 text-left text-sm text-default outline-none data-[highlighted]:bg-tertiary'

/** Light, Dark or System: a radio group inside a `LazyMenu`'s content (the user menu). */
export function ThemeMenuItems() {
  const choice = useThemeChoice()
  return (
    <DropdownMenu.Group>
      <DropdownMenu.Label className="px-3 pt-1.5 pb-1 text-xs text-secondary">
        Theme
      </DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        aria-label="Theme"
        value={choice}
        onValueChange={(value) => chooseTheme(parseThemeChoice(value))}
      >
        {THEME_CHOICES.map(({ value, label }) => (
          <DropdownMenu.RadioItem
            key={value}
            value={value}
            // the menu stays open, so the effect of each choice can be seen before leaving
            onSelect={(event) => event.preventDefault()}
            className={radioClass}
          >
            {/* the mark for the chosen one; its place is kept for the others */}
            <span aria-hidden className="flex size-3 items-center justify-center">
              <DropdownMenu.ItemIndicator className="size-1.5 rounded-full bg-accent" />
            </span>
            {label}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </DropdownMenu.Group>
  )
}
