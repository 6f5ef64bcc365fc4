// The CEL oracle of constraints (DESIGN.md §13, CTest constraints.cel): every rule the OpenAPI schemas
// carry (x-kubernetes-validations) compiled and evaluated by a real CEL implementation, npm's
// @bufbuild/cel, on sample objects, as Kubernetes' API server evaluates them.
//
//   node cel_check.mjs --modules DIR FILE                     DIR holds node_modules/@bufbuild/cel
//   node cel_check.mjs --modules DIR --expect-failures FILE   every case must be rejected (below)
//
// FILE: {"cases": [{"name", "version", "schema", "samples": [{"name", "value",
// "violates": [{"path", "message"}]}]}]} (tests/constraints/cel_dump.cpp writes it).
//
// Compiling a rule: @bufbuild/cel parses it and plans it; its type checker is not public (and
// checks no more than constants and identifiers), so the script adds what Kubernetes' checker
// would refuse and the evaluation cannot see in a branch it does not take: an identifier other
// than `self` and the macros' variables, a function @bufbuild/cel does not know, and a field
// selected from `self` (or from a macro's variable over a list of `self`) that the node's schema
// does not declare.
//
// Evaluating, as Kubernetes does: a node's rules run with `self` bound to the node's value when
// the value is present and not null, in every element of a list (`items`) and every value of a
// map (`additionalProperties`); values are typed by the schema ("integer" an int, "number" a
// double, a date-time a timestamp, a duration a duration, objects maps, a property under its name
// escaped as Kubernetes escapes it: self.step__dash__kind). A rule must return a bool. Expected:
// each sample violates exactly the rules it names (path and message; a rule's message, or its
// text when it has none), no evaluation is an error, and every rule of the file is seen both
// holding and violated.
//
// Not what the API server does too: its CEL libraries beyond the standard one and the strings
// extension (lists, regex, url, quantity, ...) are not here (a rule calling them is refused), nor
// its cost estimate (a rule too costly for it passes here), nor transition rules (oldSelf).
//
// --expect-failures (the negative check, tests/constraints/cel_wrong.json): each case carries
// "expect", a phrase of the mismatch it must produce; the script succeeds only if every case,
// checked alone, fails with it.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const args = process.argv.slice(2);
const option = (name, count) => { // removes the option (and its value) from args
    const i = args.indexOf(name);
    return i < 0 ? undefined : args.splice(i, count);
};
const expectFailures = option("--expect-failures", 1) !== undefined;
const modules = option("--modules", 2)?.[1];
if (!modules || args.length !== 1) {
    console.error("usage: node cel_check.mjs --modules DIR [--expect-failures] FILE");
    process.exit(2);
}

let cel, ext, protobuf, wkt;
try {
    const require = createRequire(join(resolve(modules), "package.json"));
    cel = require("@bufbuild/cel");
    ext = require("@bufbuild/cel/ext");
    protobuf = require("@bufbuild/protobuf");
    wkt = require("@bufbuild/protobuf/wkt");
} catch (e) {
    console.error(`cel_check: FAILED -- @bufbuild/cel not found under ${modules} (scripts/setup.sh installs it): ${e.message}`);
    process.exit(1);
}
const env = cel.celEnv({ funcs: ext.strings, variables: { self: cel.CelScalar.DYN } });
// What the planner evaluates itself rather than through a function of the environment.
const plannedOperators = new Set(["_&&_", "_||_", "_?_:_", "_[_]", "_[?_]", "_?._", "@not_strictly_false", "__not_strictly_false__"]);

// ---- compiling ---------------------------------------------------------------------------------

// A property's name in CEL, escaped as Kubernetes does (k8s.io/apiserver/pkg/cel's Escape), or
// undefined when CEL cannot select it.
const celKeywords = new Set(["true", "false", "null", "in", "as", "break", "const", "continue", "else", "for", "function",
                             "if", "import", "let", "loop", "package", "namespace", "return", "var", "void", "while"]);
function celName(name) {
    if (!/^[a-zA-Z_.\-/][a-zA-Z0-9_.\-/]*$/.test(name)) return undefined;
    if (celKeywords.has(name)) return `__${name}__`;
    return name.replaceAll("__", "__underscores__").replaceAll(".", "__dot__").replaceAll("-", "__dash__").replaceAll("/", "__slash__");
}
const celProperties = (schema) => new Map(Object.entries(schema.properties ?? {}).map(([k, v]) => [celName(k), v]));

// The schema of a select chain's operand (`self`, `self.a.b`, a macro's variable), or undefined when
// not known (dyn).
function chainSchema(expr, scope, problems) {
    const kind = expr.exprKind;
    if (kind.case === "identExpr") return scope.get(kind.value.name);
    if (kind.case !== "selectExpr") return undefined;
    const operand = chainSchema(kind.value.operand, scope, problems);
    return fieldSchema(operand, kind.value.field, problems);
}
function fieldSchema(schema, field, problems) {
    if (schema === undefined || schema["x-kubernetes-preserve-unknown-fields"]) return undefined;
    if (schema.properties && celProperties(schema).has(field)) return celProperties(schema).get(field);
    if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) return schema.additionalProperties;
    if (schema.type === "object" && !schema.properties && schema.additionalProperties === undefined) return undefined;
    problems.push(`undefined field '${field}' (the node declares ${schema.type === "object"
        ? [...celProperties(schema).keys()].map((k) => `'${k}'`).join(", ") || "no field" : `type ${schema.type}`})`);
    return undefined;
}

// Walks the parsed expression: identifiers bound, functions known, selected fields declared.
function staticProblems(expr, scope, problems) {
    const kind = expr.exprKind;
    const sub = (e, s = scope) => e && staticProblems(e, s, problems);
    switch (kind.case) {
    case "identExpr":
        if (!scope.has(kind.value.name)) problems.push(`undeclared reference to '${kind.value.name}'`);
        break;
    case "selectExpr":
        sub(kind.value.operand);
        if (!problems.length) fieldSchema(chainSchema(kind.value.operand, scope, problems), kind.value.field, problems);
        break;
    case "callExpr":
        if (!plannedOperators.has(kind.value.function) && env.funcs.find(kind.value.function) === undefined)
            problems.push(`unknown function '${kind.value.function}'`);
        sub(kind.value.target);
        kind.value.args.forEach((a) => sub(a));
        break;
    case "listExpr":
        kind.value.elements.forEach((e) => sub(e));
        break;
    case "structExpr":
        kind.value.entries.forEach((e) => {
            if (e.keyKind.case === "mapKey") sub(e.keyKind.value);
            sub(e.value);
        });
        break;
    case "comprehensionExpr": {
        const c = kind.value;
        sub(c.iterRange);
        sub(c.accuInit);
        const range = chainSchema(c.iterRange, scope, []);
        const inner = new Map(scope);
        inner.set(c.iterVar, range?.type === "array" ? range.items : undefined);
        if (c.iterVar2) inner.set(c.iterVar2, undefined);
        inner.set(c.accuVar, undefined);
        [c.loopCondition, c.loopStep, c.result].forEach((e) => sub(e, inner));
        break;
    }
    }
    return problems;
}

const compiled = new Map(); // rule text + schema node -> {run} or {error}
function compile(rule, schema) {
    const key = schema;
    let perNode = compiled.get(key);
    if (!perNode) compiled.set(key, (perNode = new Map()));
    if (perNode.has(rule)) return perNode.get(rule);
    let result;
    try {
        const parsed = cel.parse(rule);
        const problems = staticProblems(parsed.expr, new Map([["self", schema]]), []);
        result = problems.length ? { error: problems.join("; ") } : { run: cel.plan(env, parsed) };
    } catch (e) {
        result = { error: e.message };
    }
    perNode.set(rule, result);
    return result;
}

// ---- evaluating --------------------------------------------------------------------------------

// A JSON value as Kubernetes binds it to CEL, typed by its schema.
function toCel(schema, value) {
    if (value === null) return null;
    if (Array.isArray(value)) return value.map((v) => toCel(schema?.items, v));
    if (typeof value === "object") {
        if (schema?.properties) // an object: its properties by their CEL names
            return new Map(Object.entries(value).filter(([k]) => k in schema.properties && celName(k) !== undefined)
                                                .map(([k, v]) => [celName(k), toCel(schema.properties[k], v)]));
        const extra = typeof schema?.additionalProperties === "object" ? schema.additionalProperties : undefined;
        return new Map(Object.entries(value).map(([k, v]) => [k, toCel(extra, v)])); // a map: its keys as they are
    }
    if (typeof value === "number") {
        const integer = schema?.type === "integer" || (schema?.type === undefined && Number.isInteger(value));
        if (integer && !Number.isSafeInteger(value)) throw new Error(`the integer ${value} is not exact in JSON.parse`);
        return integer ? BigInt(value) : value;
    }
    if (typeof value === "string" && schema?.type === "string") return formatted(schema.format, value);
    return value;
}

// A string of a format Kubernetes binds as another CEL type: byte as bytes, date and date-time as a
// timestamp, duration as a duration (Go's notation, "1h30m").
function formatted(format, text) {
    const seconds = (s) => protobuf.protoInt64.parse(String(s));
    if (format === "byte") return new Uint8Array(Buffer.from(text, "base64"));
    if (format === "date" || format === "date-time") {
        const ms = Date.parse(format === "date" ? `${text}T00:00:00Z` : text);
        const fraction = /\.(\d+)/.exec(format === "date" ? "" : text)?.[1] ?? "";
        if (Number.isNaN(ms)) throw new Error(`"${text}" is no ${format}`);
        return protobuf.create(wkt.TimestampSchema, {
            seconds: seconds(Math.floor(ms / 1000)), nanos: Number(fraction.padEnd(9, "0").slice(0, 9)) });
    }
    if (format === "duration") {
        const units = { ns: 1n, us: 1000n, "µs": 1000n, ms: 1000000n, s: 1000000000n, m: 60000000000n, h: 3600000000000n };
        const m = /^([-+]?)((?:\d+(?:\.\d*)?(?:ns|us|µs|ms|s|m|h))+|0)$/.exec(text);
        if (!m) throw new Error(`"${text}" is no duration in Go's notation`);
        let nanos = 0n;
        for (const [, whole, frac = "", unit] of m[2].matchAll(/(\d+)(?:\.(\d*))?(ns|us|µs|ms|s|m|h)/g))
            nanos += BigInt(whole) * units[unit] + (BigInt(frac.padEnd(18, "0").slice(0, 18)) * units[unit]) / 10n ** 18n;
        if (m[1] === "-") nanos = -nanos;
        return protobuf.create(wkt.DurationSchema, { seconds: seconds(nanos / 1000000000n), nanos: Number(nanos % 1000000000n) });
    }
    return text;
}

const pointer = (path, key) => `${path}/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`;

// Calls visit(schema node, value, path, schema path) for every present, non-null value.
function walk(schema, value, path, schemaPath, visit) {
    if (value === undefined || value === null || schema === undefined) return;
    visit(schema, value, path, schemaPath);
    if (Array.isArray(value)) {
        value.forEach((v, i) => walk(schema.items, v, pointer(path, i), `${schemaPath}/items`, visit));
    } else if (typeof value === "object") {
        for (const [k, v] of Object.entries(value)) {
            if (schema.properties && k in schema.properties)
                walk(schema.properties[k], v, pointer(path, k), pointer(`${schemaPath}/properties`, k), visit);
            else if (typeof schema.additionalProperties === "object")
                walk(schema.additionalProperties, v, pointer(path, k), `${schemaPath}/additionalProperties`, visit);
        }
    }
}

// Every rule of a schema, with its schema path, compiled (whether a sample reaches it or not).
function collectRules(schema, schemaPath, out) {
    if (!schema || typeof schema !== "object") return out;
    for (const r of schema["x-kubernetes-validations"] ?? []) out.push({ schema, schemaPath, rule: r.rule, message: r.message });
    for (const [k, v] of Object.entries(schema.properties ?? {})) collectRules(v, pointer(`${schemaPath}/properties`, k), out);
    collectRules(schema.items, `${schemaPath}/items`, out);
    if (typeof schema.additionalProperties === "object")
        collectRules(schema.additionalProperties, `${schemaPath}/additionalProperties`, out);
    return out;
}

// Checks one case; returns its mismatches (strings) and counts into stats.
function checkCase(c, stats, seen) {
    const mismatches = [];
    const where = `${c.name} ${c.version}`;
    for (const r of collectRules(c.schema, "", [])) {
        stats.rules++;
        const k = compile(r.rule, r.schema);
        if (k.error) mismatches.push(`${where}: the rule ${JSON.stringify(r.rule)} at ${r.schemaPath || "/"} does not compile: ${k.error}`);
        seen.set(`${where}\u0000${r.schemaPath}\u0000${r.rule}`, seen.get(`${where}\u0000${r.schemaPath}\u0000${r.rule}`) ?? { r, where, held: 0, violated: 0 });
    }
    if (mismatches.length) return mismatches;
    for (const s of c.samples) {
        const expected = new Set(s.violates.map((v) => `${v.path}\u0000${v.message}`));
        const violated = new Set();
        walk(c.schema, s.value, "", "", (schema, value, path, schemaPath) => {
            for (const r of schema["x-kubernetes-validations"] ?? []) {
                const name = r.message || r.rule;
                const tally = seen.get(`${where}\u0000${schemaPath}\u0000${r.rule}`);
                stats.evaluations++;
                let result;
                try {
                    result = compile(r.rule, schema).run({ self: toCel(schema, value) });
                } catch (e) {
                    result = cel.celError(e.message);
                }
                if (cel.isCelError(result)) {
                    mismatches.push(`${where}, sample "${s.name}": the rule ${JSON.stringify(r.rule)} at ${path || "/"} ` +
                                    `is an evaluation error: ${result.message}`);
                } else if (typeof result !== "boolean") {
                    mismatches.push(`${where}, sample "${s.name}": the rule ${JSON.stringify(r.rule)} at ${path || "/"} ` +
                                    `returns ${String(result)}, not a bool`);
                } else if (result) {
                    tally.held++;
                } else {
                    tally.violated++;
                    violated.add(`${path}\u0000${name}`);
                    if (!expected.has(`${path}\u0000${name}`))
                        mismatches.push(`${where}, sample "${s.name}" violates "${name}" at ${path || "/"}, which it should not`);
                }
            }
        });
        for (const v of s.violates)
            if (!violated.has(`${v.path}\u0000${v.message}`))
                mismatches.push(`${where}, sample "${s.name}" was expected to violate "${v.message}" at ${v.path || "/"}, ` +
                                "and does not");
        stats.samples++;
    }
    return mismatches;
}

// Every rule seen holding and violated by some sample: a rule without both tells nothing.
function coverage(seen) {
    const out = [];
    for (const { r, where, held, violated } of seen.values())
        if (!held || !violated)
            out.push(`${where}: the rule ${JSON.stringify(r.rule)} at ${r.schemaPath || "/"} is never ${held ? "violated" : "held"} by a sample`);
    return out;
}

// ---- main ----------------------------------------------------------------------------------------

const file = JSON.parse(readFileSync(args[0], "utf8"));
if (!Array.isArray(file.cases) || file.cases.length === 0) {
    console.error(`cel_check: FAILED -- ${args[0]} holds no cases`);
    process.exit(1);
}
if (expectFailures) {
    let wrong = 0;
    for (const c of file.cases) {
        const seen = new Map();
        const mismatches = checkCase(c, { rules: 0, evaluations: 0, samples: 0 }, seen);
        mismatches.push(...coverage(seen));
        if (!mismatches.some((m) => m.includes(c.expect))) {
            wrong++;
            console.error(`cel_check: the case "${c.name}" was expected to fail with "${c.expect}", and got: ` +
                          (mismatches.length ? mismatches.join(" | ") : "no mismatch"));
        }
    }
    console.log(`cel_check: ${file.cases.length - wrong} of ${file.cases.length} wrong cases rejected as expected`);
    process.exit(wrong ? 1 : 0);
}
const stats = { rules: 0, evaluations: 0, samples: 0 };
const seen = new Map();
const mismatches = file.cases.flatMap((c) => checkCase(c, stats, seen));
if (!mismatches.length) mismatches.push(...coverage(seen));
for (const m of mismatches) console.error(`cel_check: ${m}`);
let held = 0, violated = 0;
for (const t of seen.values()) held += t.held, violated += t.violated;
console.log(`cel_check: ${stats.rules} rules compiled (each version's, on their nodes) in ${file.cases.length} schemas; ` +
            `${stats.evaluations} evaluations on ${stats.samples} samples (${held} held, ${violated} violated); ` +
            `${mismatches.length} mismatches`);
process.exit(mismatches.length ? 1 : 0);
