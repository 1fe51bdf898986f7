/**
 * Content files name a marketing figure by its dotted path in src/config/figures.ts ('usa.colleges')
 * instead of retyping it, so a figure changed there changes on every page that shows it.
 */
type FigureTree = { readonly [key: string]: string | FigureTree };

/** Every dotted path that leads to a figure, in the tree's order. */
export function figurePaths(tree: FigureTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : figurePaths(value, path);
  });
}

/** The figure at a dotted path; throws (failing the build) when the path leads nowhere. */
export function figureAt(tree: FigureTree, path: string): string {
  let node: string | FigureTree = tree;
  for (const key of path.split('.')) {
    if (typeof node === 'string' || !Object.hasOwn(node, key)) throw new Error(`No figure at "${path}"`);
    node = node[key] as string | FigureTree;
  }
  if (typeof node !== 'string') throw new Error(`"${path}" is a group of figures, not one figure`);
  return node;
}
