import { GraphQLScalarType } from 'graphql';

/**
 * Any JSON value: a record's state and an event's data, whose shapes are their aggregates' own.
 * Literals parse with graphql's untyped reading (its default when parseLiteral is absent).
 */
export const jsonScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
});
