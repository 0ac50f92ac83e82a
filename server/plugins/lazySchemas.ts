/**
 * Route schemas compiled on a route's first request instead of at start (docs/benchmarks.md, "Start"). Fastify
 * compiles every route's validators (Ajv) and response serializers (fast-json-stringify) while it gets ready:
 * about half the CPU of a warm start, for hundreds of routes of which a session uses a few dozen. The compilers
 * are the ones Fastify itself would use, with the same options; each route's are built when first needed and
 * then kept, so a request sees exactly what it saw before.
 */
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

interface AjvValidate {
  (data: unknown, context?: unknown): unknown;
  errors?: unknown;
  schemaEnv?: unknown;
}
type Serialize = (data: unknown) => string;
type Builder<Result> = (externalSchemas: unknown, options: unknown) => (route: unknown) => Result;
type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

// Fastify's own dependencies, resolved from where Fastify is: the compilers it builds when none is given.
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const AjvCompiler = fromFastify('@fastify/ajv-compiler') as () => Builder<AjvValidate>;
const SerializerSelector = fromFastify('@fastify/fast-json-stringify-compiler') as () => Builder<Serialize>;

/**
 * `factory` for Fastify's `schemaController.compilersFactory`; `compileAll` compiles whatever has not been used
 * yet and answers how many it compiled, so a test finds a schema that Ajv or fast-json-stringify refuses.
 */
export function lazyCompilers(): { factory: CompilersFactory; compileAll(): number } {
  const waiting = new Set<() => unknown>();

  /** The compiled function, made on the first call and kept. */
  function onFirstUse<T>(compile: () => T): () => T {
    let compiled: T | undefined;
    const get = () => {
      if (compiled === undefined) {
        compiled = compile();
        waiting.delete(get);
      }
      return compiled;
    };
    waiting.add(get);
    return get;
  }

  /** Fastify reads `schemaEnv` before a validation (to let Ajv coerce a root value) and `errors` after a refusal. */
  function lazyValidator(compile: () => AjvValidate): AjvValidate {
    const get = onFirstUse(compile);
    const validate: AjvValidate = (data, context) => get()(data, context);
    Object.defineProperties(validate, {
      errors: { get: () => get().errors },
      schemaEnv: { get: () => get().schemaEnv },
    });
    return validate;
  }

  function lazySerializer(compile: () => Serialize): Serialize {
    const get = onFirstUse(compile);
    return (data) => get()(data);
  }

  const buildValidator = AjvCompiler();
  const buildSerializer = SerializerSelector();
  // Typed loosely: the wrappers forward whatever Fastify passes and answer what the real compilers answer.
  const factory = {
    buildValidator: (externalSchemas: unknown, options: unknown) => {
      const compile = buildValidator(externalSchemas, options);
      return (route: unknown) => lazyValidator(() => compile(route));
    },
    buildSerializer: (externalSchemas: unknown, options: unknown) => {
      const compile = buildSerializer(externalSchemas, options);
      return (route: unknown) => lazySerializer(() => compile(route));
    },
  } as unknown as CompilersFactory;

  return {
    factory,
    compileAll() {
      const all = [...waiting];
      for (const get of all) get();
      return all.length;
    },
  };
}
