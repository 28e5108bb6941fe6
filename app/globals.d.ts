/** True in the mock build (`npm run dev`, `npm run build:mock`): the simulator runs in the browser. */
declare const __MOCK__: boolean
