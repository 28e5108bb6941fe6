// What PaletteTrigger loads, in one small chunk of its own: beside each `import()` Vite
// lists every chunk the imported module needs, and the palette needs about twenty; listed
// in the trigger, their names were a good part of what it added to a first visit.
export const loadPalette = () => import('./CommandPalette')
