// One module per Radix icon (issue 11 item 2: no icon set pulled in whole). @radix-ui/react-icons
// ships its 318 icons in one ES module; a bundler can drop the unused ones but puts every used
// icon in the same shared chunk, so the first page downloaded the icons of every page. This
// plugin rewrites `import { XIcon } from '@radix-ui/react-icons'` in the app's and the kit's
// sources to a virtual module per icon, cut from that file, so each icon travels with the chunks
// that draw it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const PREFIX = '\0radix-icon:';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@radix-ui\/react-icons['"];?/g;
const ICON =
  /var (_excluded[\w$]*) = \["color"\];\nvar (\w+) = (\/\*#__PURE__\*\/forwardRef\([\s\S]*?\n\}\));\n/g;

export function radixIconModules(): Plugin {
  let helper = '';
  const icons = new Map<string, string>();
  return {
    name: 'pedalswap-radix-icon-modules',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const source = readFileSync(
        require.resolve('@radix-ui/react-icons/dist/react-icons.esm.js'),
        'utf8',
      );
      // The import of React and the props helper every icon shares, before the first icon.
      helper = source.slice(0, source.indexOf('var _excluded'));
      icons.clear();
      for (const [, excluded, name, body] of source.matchAll(ICON)) {
        icons.set(name!, `var ${excluded} = ["color"];\nvar ${name} = ${body};\n`);
      }
      if (icons.size < 300) throw new Error(`radix icons: parsed only ${icons.size} icons`);
    },
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id.split('?')[0]!)) return null;
      if (!code.includes('@radix-ui/react-icons')) return null;
      const next = code.replace(IMPORT, (_all, names: string) =>
        names
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)
          .map((n) => {
            const name = n.split(/\s+as\s+/)[0]!;
            if (!icons.has(name)) throw new Error(`radix icons: unknown icon ${name} in ${id}`);
            return `import { ${n} } from ${JSON.stringify(PREFIX + name)};`;
          })
          .join('\n'),
      );
      return next === code ? null : { code: next, map: null };
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      return `${helper}${icons.get(name)}export { ${name} };\n`;
    },
  };
}
