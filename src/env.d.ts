declare namespace App {
  interface Locals {
    /** The language of the page being rendered, from its route (src/middleware.ts); every query that returns words takes it. */
    lang: import('./config/languages').Lang;
  }
}
