import { importTarget, importVisitors, packageName, within } from './eslint-imports.js'

const stringList = { type: 'array', items: { type: 'string' } }

/**
 * `ridelane/allowed-packages`: code under `root` imports only the `packages` listed (no other
 * package, no Node builtin) and, by relative path, only files inside `root`.
 */
const allowedPackages = {
  meta: {
    type: 'problem',
    docs: { description: 'Only the listed packages, and files of the same package, are imported.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, packages: stringList },
        required: ['root', 'packages'],
        additionalProperties: false,
      },
    ],
    messages: {
      package: "'{{name}}' is not allowed in {{root}}, which imports only {{allowed}}.",
      outside: "'{{specifier}}' lies outside {{root}}; import it through a package.",
    },
  },
  create(context) {
    const { root, packages } = context.options[0]
    return importVisitors((literal) => {
      const specifier = literal.value
      const file = importTarget(context, specifier)
      if (file !== null) {
        if (!within(file, root)) {
          context.report({ node: literal, messageId: 'outside', data: { specifier, root } })
        }
        return
      }
      const name = packageName(specifier)
      if (packages.includes(name)) return
      const data = { name, root, allowed: packages.join(', ') }
      context.report({ node: literal, messageId: 'package', data })
    })
  },
}

/**
 * `ridelane/restricted-paths`: each zone names repository paths (resolved from relative and
 * aliased imports, so `../../db/schema` and `./schema.js` both match) and packages that the
 * files this rule is turned on for must not import, with the message that says what to do.
 */
const restrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Some folders and packages are not imported from here.' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: { paths: stringList, packages: stringList, message: { type: 'string' } },
              required: ['message'],
              additionalProperties: false,
            },
          },
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
        },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
    messages: { restricted: "'{{specifier}}' may not be imported here: {{message}}" },
  },
  create(context) {
    const { zones, aliases } = context.options[0]
    return importVisitors((literal) => {
      const specifier = literal.value
      const file = importTarget(context, specifier, aliases)
      const zone = zones.find((candidate) =>
        file === null
          ? (candidate.packages ?? []).includes(packageName(specifier))
          : (candidate.paths ?? []).some((folder) => within(file, folder)),
      )
      if (!zone) return
      const data = { specifier, message: zone.message }
      context.report({ node: literal, messageId: 'restricted', data })
    })
  },
}

export const importRules = {
  'allowed-packages': allowedPackages,
  'restricted-paths': restrictedPaths,
}
