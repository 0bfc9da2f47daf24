import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { contentTypes, fuzzBody } from './hostile-bodies'
import { encodeLeniently, headerText, hostilePathSegment, hostileValue } from './hostile-values'
import type { KnownRecords } from './known-records'
import { writesBody, type Operation, type Parameter } from './openapi-operations'
import { validValue } from './schema-arbitrary'

export type FuzzRequest = {
  method: Extract<InjectOptions['method'], string>
  url: string
  headers: Record<string, string>
  remoteAddress: string
  payload?: string | Buffer
}

const jsonType = 'application/json'
function queryValue(parameter: Parameter): fc.Arbitrary<string> {
  return fc.oneof(
    validValue(parameter.schema).map((value) =>
      typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
    ),
    hostileValue.map((value) =>
      typeof value === 'string' ? value : String(JSON.stringify(value)),
    ),
  )
}

/** A query string from the declared parameters (each kept, dropped, doubled or made hostile) plus junk. */
function queryString(parameters: Parameter[]): fc.Arbitrary<string> {
  const pairs = parameters.map((parameter) =>
    fc.oneof(
      fc.constant<string[]>([]),
      queryValue(parameter).map((value) => [`${parameter.name}=${encodeLeniently(value)}`]),
      fc
        .tuple(queryValue(parameter), queryValue(parameter))
        .map((values) => values.map((value) => `${parameter.name}=${encodeLeniently(value)}`)),
    ),
  )
  const junk = fc.array(
    fc.oneof(
      fc.constantFrom(
        '%',
        '%ZZ',
        '%E0%A4%A',
        'a[b]=1',
        'a[0][1][2]=x',
        '__proto__[x]=1',
        '=',
        '&&',
        'x=%00',
      ),
      fc
        .tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }))
        .map(([key, value]) => `${encodeLeniently(key)}=${encodeLeniently(value)}`),
    ),
    { maxLength: 3 },
  )
  return fc
    .tuple(fc.tuple(...pairs), junk)
    .map(([declared, extra]) => [...declared.flat(), ...extra].join('&'))
}

function url(operation: Operation, known: () => KnownRecords): fc.Arbitrary<string> {
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query')
  const segments = operation.path.match(/\{[^}]+\}/g) ?? []
  const segment = fc.oneof(
    { weight: 3, arbitrary: hostilePathSegment },
    { weight: 2, arbitrary: knownValue(() => known().bookingId) },
  )
  return fc
    .tuple(
      fc.array(segment, { minLength: segments.length, maxLength: segments.length }),
      queryString(queryParameters),
    )
    .map(([values, query]) => {
      let path = operation.path
      segments.forEach((name, index) => (path = path.replace(name, values[index] ?? 'missing')))
      return query ? `${path}?${query}` : path
    })
}

/** The record's current value when there is one (read as the request is generated). */
function knownValue(read: () => string | undefined): fc.Arbitrary<string | undefined> {
  return fc.constant(null).map(() => read())
}

function headers(
  operation: Operation,
  known: () => KnownRecords,
): fc.Arbitrary<Record<string, string>> {
  const authorization = fc.oneof(
    fc.constant(undefined),
    headerText.map((token) => `Bearer ${token}`),
    knownValue(() => known().partnerToken).map((token) => token && `Bearer ${token}`),
    knownValue(() => known().operatorToken).map((token) => token && `Bearer ${token}`),
    headerText.map((text) => `Basic ${text}`),
  )
  return fc
    .record({
      authorization,
      'x-booking-token': fc.oneof(
        fc.constant(undefined),
        headerText,
        knownValue(() => known().bookingToken),
      ),
      'idempotency-key': fc.option(headerText, { nil: undefined }),
      'content-type': writesBody(operation)
        ? fc.oneof(
            { weight: 4, arbitrary: fc.constant(jsonType) },
            { weight: 1, arbitrary: contentTypes },
          )
        : fc.option(fc.constant(jsonType), { nil: undefined }),
    })
    .map(
      (all) =>
        Object.fromEntries(
          Object.entries(all).filter(([, value]) => value !== undefined),
        ) as Record<string, string>,
    )
}

/** One hostile or near-valid request to the operation, from a random client address. */
export function fuzzRequest(
  operation: Operation,
  known: () => KnownRecords,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      url: url(operation, known),
      headers: headers(operation, known),
      payload: fuzzBody(operation, known().validBodies[`${operation.method} ${operation.path}`]),
      remoteAddress: fc.ipV4(),
    })
    .map(({ payload: body, ...request }) => ({
      method: operation.method as FuzzRequest['method'],
      ...request,
      ...(body === undefined ? {} : { payload: body }),
    }))
}
