// kube_validate: the CRDs and objects written by versioned, judged by Kubernetes' own validator.
//
//	kube_validate <manifest>
//
// The manifest has one line per CRD file: "crd=<file> [objects=<file>] [rejected=<file>] [yaml=<file>]".
// A CRD file is JSON, YAML (documents separated by "---"), or a program's printed output in
// which each YAML CRD starts at a line `apiVersion: "apiextensions.k8s.io/v1"` and ends at "---",
// "..." or the first line at column 0 that is none of a CRD's top-level keys, a comment or blank
// (blank lines inside it, a block scalar's paragraphs, are part of it). objects: one object per line (json::write of ns::Kind<V>); each must be
// accepted. rejected: one {"doc":<object text>,"code":<errc>,"path":<pointer>} per line, a
// document versioned's reader rejects; Kubernetes must reject it too when it checks the same
// thing, and accept it when it does not (the documented differences, see kubeChecks). yaml: one
// {"yaml":<text>,"json":<text>} per line, an object as yaml::write and json::write write it:
// sigs.k8s.io/yaml (kubectl's YAML reading) must read the YAML as the same value as the JSON,
// and the object it reads must be accepted.
//
// What it mirrors of the apiextensions-apiserver (a custom resource written to the API server):
//   - decoding: an integer literal that fits int64 is an int64, any other number a float64
//     (k8s.io/apimachinery's JSON decoding);
//   - the schema: openAPIV3Schema converted to a kube-openapi spec.Schema, formats the API
//     server does not know dropped (its StripUnsupportedFormatsPostProcess: int32, int64,
//     float and double are among them), enum and default values decoded as above;
//   - nulls of fields that are not nullable and have no default removed, then defaults applied,
//     then unknown fields pruned (metadata is the API server's: left alone);
//   - validation with validate.NewSchemaValidator(schema, nil, "", strfmt.Default);
//   - the CRD's own checks on every default: pruning must not change it, and it validates
//     against its node's schema;
//   - every minimum/maximum is a number a float64 holds exactly and, on an integer, inside
//     int64 (Kubernetes reads bounds as float64 and compares integers as int64);
//   - the items of an x-kubernetes-list-type: set are unique, and the keys of a map list's items
//     (its listtype validation).
//
// The kube-openapi here is Debian 12's (golang-k8s-kube-openapi-dev, snapshot 2021-10-14); its
// numeric and enum validation is the code Kubernetes 1.23-1.35 runs (docs/kubernetes.md says
// what differs in other versions). Before judging anything the program checks itself on cases
// whose outcome is known (selfTest), so it cannot pass vacuously. Exit 0: all as expected;
// 1: problems (listed); 2: bad usage or unreadable input.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"math/big"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"k8s.io/kube-openapi/pkg/validation/spec"
	"k8s.io/kube-openapi/pkg/validation/strfmt"
	"k8s.io/kube-openapi/pkg/validation/validate"
	"sigs.k8s.io/yaml"
)

// ---- decoding as the API server does ----------------------------------------------------------

// decode reads one JSON value: numbers become int64 when the literal is an integer that fits,
// float64 otherwise; trailing data is an error.
func decode(data []byte) (interface{}, error) {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	var v interface{}
	if err := d.Decode(&v); err != nil {
		return nil, err
	}
	if _, err := d.Token(); err != io.EOF {
		return nil, fmt.Errorf("trailing data after the JSON value")
	}
	return convertNumbers(v)
}

func convertNumbers(v interface{}) (interface{}, error) {
	switch x := v.(type) {
	case map[string]interface{}:
		for k, e := range x {
			c, err := convertNumbers(e)
			if err != nil {
				return nil, err
			}
			x[k] = c
		}
	case []interface{}:
		for i, e := range x {
			c, err := convertNumbers(e)
			if err != nil {
				return nil, err
			}
			x[i] = c
		}
	case json.Number:
		if i, err := x.Int64(); err == nil {
			return i, nil
		}
		f, err := x.Float64()
		if err != nil && !strings.Contains(err.Error(), "range") {
			return nil, err
		}
		return f, nil
	}
	return v, nil
}

func deepCopy(v interface{}) interface{} {
	switch x := v.(type) {
	case map[string]interface{}:
		out := make(map[string]interface{}, len(x))
		for k, e := range x {
			out[k] = deepCopy(e)
		}
		return out
	case []interface{}:
		out := make([]interface{}, len(x))
		for i, e := range x {
			out[i] = deepCopy(e)
		}
		return out
	}
	return v
}

// ---- the structural schema: what pruning and defaulting walk ----------------------------------

type node struct {
	properties map[string]*node
	additional *node // additionalProperties with a schema
	items      *node
	nullable   bool
	def        interface{}
	hasDef     bool
	preserve   bool // x-kubernetes-preserve-unknown-fields
	raw        map[string]interface{}
	path       string
}

func structural(raw map[string]interface{}, path string) *node {
	n := &node{raw: raw, path: path}
	n.nullable, _ = raw["nullable"].(bool)
	n.preserve, _ = raw["x-kubernetes-preserve-unknown-fields"].(bool)
	if d, ok := raw["default"]; ok {
		n.def, n.hasDef = d, true
	}
	if props, ok := raw["properties"].(map[string]interface{}); ok {
		n.properties = map[string]*node{}
		for k, p := range props {
			if m, ok := p.(map[string]interface{}); ok {
				n.properties[k] = structural(m, path+".properties."+k)
			}
		}
	}
	if a, ok := raw["additionalProperties"].(map[string]interface{}); ok {
		n.additional = structural(a, path+".additionalProperties")
	}
	if it, ok := raw["items"].(map[string]interface{}); ok {
		n.items = structural(it, path+".items")
	}
	return n
}

func (n *node) field(k string) *node {
	if n == nil {
		return nil
	}
	if p, ok := n.properties[k]; ok {
		return p
	}
	return n.additional
}

// pruneNulls removes the nulls of fields that are neither nullable nor defaulted.
func pruneNulls(x interface{}, n *node) {
	switch v := x.(type) {
	case map[string]interface{}:
		for k, e := range v {
			s := n.field(k)
			if e == nil && s != nil && !s.nullable && !s.hasDef {
				delete(v, k)
			} else {
				pruneNulls(e, s)
			}
		}
	case []interface{}:
		var s *node
		if n != nil {
			s = n.items
		}
		for _, e := range v {
			pruneNulls(e, s)
		}
	}
}

// applyDefaults sets absent fields (and non-nullable nulls) that have a default.
func applyDefaults(x interface{}, n *node) {
	if n == nil {
		return
	}
	switch v := x.(type) {
	case map[string]interface{}:
		for k, p := range n.properties {
			if !p.hasDef {
				continue
			}
			if e, found := v[k]; !found || (e == nil && !p.nullable) {
				v[k] = deepCopy(p.def)
			}
		}
		for k, e := range v {
			if p, ok := n.properties[k]; ok {
				applyDefaults(e, p)
			} else if n.additional != nil {
				if e == nil && !n.additional.nullable && n.additional.hasDef {
					v[k] = deepCopy(n.additional.def)
				}
				applyDefaults(v[k], n.additional)
			}
		}
	case []interface{}:
		for i, e := range v {
			if e == nil && n.items != nil && !n.items.nullable && n.items.hasDef {
				v[i] = deepCopy(n.items.def)
			}
			applyDefaults(v[i], n.items)
		}
	}
}

// pruneUnknown removes the fields the schema does not specify; it reports whether it removed
// any. At an object's root, apiVersion, kind and metadata are the API server's.
func pruneUnknown(x interface{}, n *node, root bool) bool {
	if n == nil || n.preserve {
		return false
	}
	pruned := false
	switch v := x.(type) {
	case map[string]interface{}:
		for k, e := range v {
			if root && (k == "apiVersion" || k == "kind" || k == "metadata") {
				continue
			}
			s := n.field(k)
			if s == nil {
				delete(v, k)
				pruned = true
				continue
			}
			if pruneUnknown(e, s, false) {
				pruned = true
			}
		}
	case []interface{}:
		for _, e := range v {
			if pruneUnknown(e, n.items, false) {
				pruned = true
			}
		}
	}
	return pruned
}

// ---- the validator's schema --------------------------------------------------------------------

// Formats the API server keeps (apiextensions-apiserver's supportedFormats); it drops others.
var supportedFormats = map[string]bool{
	"bsonobjectid": true, "uri": true, "email": true, "hostname": true, "ipv4": true, "ipv6": true,
	"cidr": true, "mac": true, "uuid": true, "uuid3": true, "uuid4": true, "uuid5": true, "isbn": true,
	"isbn10": true, "isbn13": true, "creditcard": true, "ssn": true, "hexcolor": true, "rgbcolor": true,
	"byte": true, "password": true, "date": true, "duration": true, "datetime": true,
}

// openapi converts a schema node as the API server does: spec.Schema's own decoding, then enum
// and default values as decoded above, and formats the API server does not know dropped.
func openapi(raw map[string]interface{}) (*spec.Schema, error) {
	text, err := json.Marshal(raw)
	if err != nil {
		return nil, err
	}
	s := &spec.Schema{}
	if err := json.Unmarshal(text, s); err != nil {
		return nil, err
	}
	adjust(s, raw)
	return s, nil
}

func adjust(s *spec.Schema, raw map[string]interface{}) {
	if s == nil || raw == nil {
		return
	}
	if !supportedFormats[strings.ReplaceAll(s.Format, "-", "")] {
		s.Format = ""
	}
	if d, ok := raw["default"]; ok {
		s.Default = deepCopy(d)
	}
	if e, ok := raw["enum"].([]interface{}); ok {
		s.Enum = e
	}
	sub := func(key string) map[string]interface{} {
		m, _ := raw[key].(map[string]interface{})
		return m
	}
	if props := sub("properties"); props != nil {
		for k, p := range s.Properties {
			m, _ := props[k].(map[string]interface{})
			adjust(&p, m)
			s.Properties[k] = p
		}
	}
	if s.AdditionalProperties != nil {
		adjust(s.AdditionalProperties.Schema, sub("additionalProperties"))
	}
	if s.Items != nil {
		adjust(s.Items.Schema, sub("items"))
	}
	adjust(s.Not, sub("not"))
	for _, key := range []string{"allOf", "anyOf", "oneOf"} {
		list, _ := raw[key].([]interface{})
		var target []spec.Schema
		switch key {
		case "allOf":
			target = s.AllOf
		case "anyOf":
			target = s.AnyOf
		default:
			target = s.OneOf
		}
		for i := range target {
			if i < len(list) {
				m, _ := list[i].(map[string]interface{})
				adjust(&target[i], m)
			}
		}
	}
}

// validateValue: the validator's errors. A panic is a refusal: this kube-openapi (as Kubernetes
// before 1.27) divides by zero on an integer value against a multipleOf below 1 (truncated to
// int64 0); Kubernetes 1.27 and later refuse the value there (kube-openapi#349).
func validateValue(s *spec.Schema, value interface{}) (out []string) {
	defer func() {
		if r := recover(); r != nil {
			out = []string{fmt.Sprintf("the validator panics (%v): Kubernetes refuses the object", r)}
		}
	}()
	r := validate.NewSchemaValidator(s, nil, "", strfmt.Default).Validate(value)
	for _, e := range r.Errors {
		out = append(out, e.Error())
	}
	sort.Strings(out)
	return out
}

// ---- CRDs ----------------------------------------------------------------------------------

type version struct {
	name   string
	root   *node
	schema *spec.Schema
}

type crd struct {
	file, name, group, kind string
	versions                map[string]*version
	text                    []byte // as JSON, numbers as written
}

// crdTopKeys: the keys a CRD has at column 0; any other text there ends a printed CRD.
var crdTopKeys = []string{"apiVersion:", "kind:", "metadata:", "spec:", "status:"}

// endsDocument: whether a line ends the YAML CRD it follows. A blank line does not: a
// multi-line description (a block scalar) has blank lines, and the text after them would be
// lost; a line at column 0 that is no top-level key of a CRD nor a comment does.
func endsDocument(line string) bool {
	if line == "---" || line == "..." {
		return true
	}
	if strings.TrimSpace(line) == "" || line[0] == ' ' || line[0] == '\t' || line[0] == '#' {
		return false
	}
	for _, k := range crdTopKeys {
		if strings.HasPrefix(line, k) {
			return false
		}
	}
	return true
}

// yamlDocuments finds the CRDs in a file: JSON, YAML, or printed text (see the header).
func yamlDocuments(text string) []string {
	trimmed := strings.TrimSpace(text)
	if strings.HasPrefix(trimmed, "{") {
		return []string{trimmed}
	}
	var docs []string
	var cur []string
	inDoc := false
	flush := func() {
		if len(cur) > 0 {
			docs = append(docs, strings.Join(cur, "\n"))
		}
		cur = nil
		inDoc = false
	}
	for _, line := range strings.Split(text, "\n") {
		isStart := line == `apiVersion: "apiextensions.k8s.io/v1"` || line == "apiVersion: apiextensions.k8s.io/v1"
		switch {
		case isStart:
			flush()
			inDoc = true
			cur = append(cur, line)
		case inDoc && endsDocument(line):
			flush()
		case inDoc:
			cur = append(cur, line)
		}
	}
	flush()
	return docs
}

func loadCRDs(path string) ([]*crd, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return parseCRDs(path, string(data))
}

// parseCRDs: the CRDs of a file's text (path names it in errors).
func parseCRDs(path, data string) ([]*crd, error) {
	var out []*crd
	for i, doc := range yamlDocuments(data) {
		j, err := yaml.YAMLToJSON([]byte(doc))
		if err != nil {
			return nil, fmt.Errorf("%s: document %d: %v", path, i, err)
		}
		v, err := decode(j)
		if err != nil {
			return nil, fmt.Errorf("%s: document %d: %v", path, i, err)
		}
		c, err := parseCRD(path, v)
		if err != nil {
			return nil, fmt.Errorf("%s: document %d: %v", path, i, err)
		}
		c.text = j
		out = append(out, c)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no CustomResourceDefinition found", path)
	}
	return out, nil
}

func get(v interface{}, keys ...string) interface{} {
	for _, k := range keys {
		m, ok := v.(map[string]interface{})
		if !ok {
			return nil
		}
		v = m[k]
	}
	return v
}

func parseCRD(file string, v interface{}) (*crd, error) {
	if get(v, "kind") != "CustomResourceDefinition" {
		return nil, fmt.Errorf("not a CustomResourceDefinition")
	}
	c := &crd{file: file, versions: map[string]*version{}}
	c.name, _ = get(v, "metadata", "name").(string)
	c.group, _ = get(v, "spec", "group").(string)
	c.kind, _ = get(v, "spec", "names", "kind").(string)
	list, _ := get(v, "spec", "versions").([]interface{})
	for _, e := range list {
		name, _ := get(e, "name").(string)
		raw, ok := get(e, "schema", "openAPIV3Schema").(map[string]interface{})
		if !ok {
			return nil, fmt.Errorf("version %q has no openAPIV3Schema", name)
		}
		s, err := openapi(raw)
		if err != nil {
			return nil, fmt.Errorf("version %q: %v", name, err)
		}
		c.versions[name] = &version{name: name, root: structural(raw, "openAPIV3Schema"), schema: s}
	}
	return c, nil
}

// checkBounds: every minimum/maximum of an integer node is an integer that a float64 holds
// exactly, inside int64. Read from the text: the number as written, not as float64 rounds it.
func checkBounds(text []byte) []string {
	d := json.NewDecoder(bytes.NewReader(text))
	d.UseNumber()
	var v interface{}
	if err := d.Decode(&v); err != nil {
		return []string{err.Error()}
	}
	var out []string
	var walk func(x interface{}, path string)
	walk = func(x interface{}, path string) {
		switch m := x.(type) {
		case map[string]interface{}:
			for _, key := range []string{"minimum", "maximum"} {
				n, ok := m[key].(json.Number)
				if !ok || m["type"] == nil {
					continue
				}
				if msg := boundProblem(string(n), m["type"] == "integer"); msg != "" {
					out = append(out, fmt.Sprintf("%s.%s: %s %s", path, key, string(n), msg))
				}
			}
			for k, e := range m {
				if k != "default" && k != "enum" && k != "example" {
					walk(e, path+"."+k)
				}
			}
		case []interface{}:
			for i, e := range m {
				walk(e, fmt.Sprintf("%s[%d]", path, i))
			}
		}
	}
	walk(v, "")
	return out
}

func boundProblem(text string, integer bool) string {
	f, ok := new(big.Float).SetPrec(200).SetString(text)
	if !ok {
		return "is not a number"
	}
	as64, _ := f.Float64()
	if math.IsInf(as64, 0) {
		return "is beyond float64"
	}
	if !integer {
		return "" // a decimal bound of a number is as exact as the numbers it bounds
	}
	if !f.IsInt() {
		return "is not an integer"
	}
	if new(big.Float).SetPrec(200).SetFloat64(as64).Cmp(f) != 0 {
		return fmt.Sprintf("is not exactly representable as a float64 (Kubernetes reads it as %.17g)", as64)
	}
	if i, _ := f.Int(nil); !i.IsInt64() {
		return "is outside int64 (Kubernetes compares integers as int64)"
	}
	return ""
}

// checkDefaults: the API server's checks of every default in a version's schema.
func checkDefaults(n *node) (count int, problems []string) {
	if n == nil {
		return 0, nil
	}
	if n.hasDef {
		count++
		value := deepCopy(n.def)
		pruneNulls(value, n)
		applyDefaults(value, n)
		if pruneUnknown(value, n, false) {
			problems = append(problems, n.path+".default: must not have unknown fields")
		}
		s, err := openapi(n.raw)
		if err != nil {
			problems = append(problems, n.path+": "+err.Error())
		} else {
			for _, e := range validateValue(s, value) {
				problems = append(problems, fmt.Sprintf("%s.default: %v: %s", n.path, n.def, e))
			}
		}
	}
	var children []*node
	keys := make([]string, 0, len(n.properties))
	for k := range n.properties {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		children = append(children, n.properties[k])
	}
	children = append(children, n.additional, n.items)
	for _, c := range children {
		k, p := checkDefaults(c)
		count += k
		problems = append(problems, p...)
	}
	return count, problems
}

// ---- objects -------------------------------------------------------------------------------

// admit does to one object what the API server does on a create, and returns why it would be
// refused ("" when accepted).
func admit(crds []*crd, text []byte) string {
	obj, err := decode(text)
	if err != nil {
		return "not JSON: " + err.Error()
	}
	m, ok := obj.(map[string]interface{})
	if !ok {
		return "not an object"
	}
	apiVersion, _ := m["apiVersion"].(string)
	kind, _ := m["kind"].(string)
	slash := strings.LastIndex(apiVersion, "/")
	if slash < 0 {
		return fmt.Sprintf("apiVersion %q has no group", apiVersion)
	}
	group, name := apiVersion[:slash], apiVersion[slash+1:]
	for _, c := range crds {
		if c.group != group || c.kind != kind {
			continue
		}
		v, ok := c.versions[name]
		if !ok {
			return fmt.Sprintf("%s %s: no version %q in the CRD", group, kind, name)
		}
		if n, _ := get(m, "metadata", "name").(string); n == "" {
			return "metadata.name: Required value"
		}
		pruneNulls(m, v.root)
		applyDefaults(m, v.root)
		pruneUnknown(m, v.root, true)
		if errs := validateValue(v.schema, m); len(errs) > 0 {
			return strings.Join(errs, "; ")
		}
		if errs := validateEmbedded(m, v.root, ""); len(errs) > 0 {
			return strings.Join(errs, "; ")
		}
		if errs := validateListSets(m, v.root, ""); len(errs) > 0 {
			return strings.Join(errs, "; ")
		}
		return ""
	}
	return fmt.Sprintf("no CRD of group %q and kind %q", group, kind)
}

// validateListSets mirrors apiextensions-apiserver's listtype.ValidateListSetsAndMaps for
// x-kubernetes-list-type: set (what a CRD's unique_items is): an item equal to an earlier one is
// a duplicate -- scalars compared as decoded (an int64 and a float64 differ), objects and arrays
// by their JSON.
func validateListSets(x interface{}, n *node, path string) []string {
	if n == nil {
		return nil
	}
	var out []string
	switch v := x.(type) {
	case map[string]interface{}:
		for k, e := range v {
			out = append(out, validateListSets(e, n.field(k), path+"."+k)...)
		}
	case []interface{}:
		if listType, _ := n.raw["x-kubernetes-list-type"].(string); listType == "map" {
			out = append(out, mapListDuplicates(v, n, path)...)
		} else if listType == "set" {
			scalars, compounds := map[interface{}]bool{}, map[string]bool{}
			for i, e := range v {
				duplicate := false
				switch e.(type) {
				case map[string]interface{}, []interface{}:
					text, _ := json.Marshal(e)
					duplicate = compounds[string(text)]
					compounds[string(text)] = true
				default:
					duplicate = scalars[e]
					scalars[e] = true
				}
				if duplicate {
					out = append(out, fmt.Sprintf("%s[%d]: Duplicate value: %v", path, i, e))
				}
			}
		}
		for i, e := range v {
			out = append(out, validateListSets(e, n.items, fmt.Sprintf("%s[%d]", path, i))...)
		}
	}
	return out
}

// mapListDuplicates: the items of an x-kubernetes-list-type: map whose x-kubernetes-list-map-keys
// (defaults applied before) have the values of an earlier item's, as listtype's validation
// reports them.
func mapListDuplicates(v []interface{}, n *node, path string) []string {
	keys, _ := n.raw["x-kubernetes-list-map-keys"].([]interface{})
	var out []string
	seen := map[string]bool{}
	for i, e := range v {
		item, ok := e.(map[string]interface{})
		if !ok {
			continue
		}
		values := make([]interface{}, 0, len(keys))
		for _, k := range keys {
			name, _ := k.(string)
			values = append(values, item[name])
		}
		text, _ := json.Marshal(values)
		if seen[string(text)] {
			out = append(out, fmt.Sprintf("%s[%d]: Duplicate value: %s", path, i, text))
		}
		seen[string(text)] = true
	}
	return out
}

// validateEmbedded mirrors apiextensions-apiserver's validateEmbeddedResource (its
// schema/objectmeta validation) on the nodes with x-kubernetes-embedded-resource: apiVersion and
// kind present, non-empty strings, apiVersion a group version (at most one '/'), kind a DNS-1035
// label once lowercased, metadata an object (its ObjectMeta validation is not mirrored).
func validateEmbedded(x interface{}, n *node, path string) []string {
	if n == nil {
		return nil
	}
	var out []string
	switch v := x.(type) {
	case map[string]interface{}:
		if embedded, _ := n.raw["x-kubernetes-embedded-resource"].(bool); embedded {
			out = append(out, embeddedProblems(v, path)...)
		}
		for k, e := range v {
			out = append(out, validateEmbedded(e, n.field(k), path+"."+k)...)
		}
	case []interface{}:
		for i, e := range v {
			out = append(out, validateEmbedded(e, n.items, fmt.Sprintf("%s[%d]", path, i))...)
		}
	}
	return out
}

var dns1035 = regexp.MustCompile(`^[a-z]([-a-z0-9]*[a-z0-9])?$`)

func embeddedProblems(x map[string]interface{}, path string) []string {
	var out []string
	for _, k := range []string{"apiVersion", "kind"} {
		if _, found := x[k]; !found {
			out = append(out, path+"."+k+": Required value")
		}
	}
	if v, found := x["apiVersion"]; found {
		if s, ok := v.(string); !ok {
			out = append(out, path+".apiVersion: must be a string")
		} else if s == "" {
			out = append(out, path+".apiVersion: must not be empty")
		} else if strings.Count(s, "/") > 1 {
			out = append(out, path+".apiVersion: unexpected GroupVersion string: "+s)
		}
	}
	if v, found := x["kind"]; found {
		if s, ok := v.(string); !ok {
			out = append(out, path+".kind: must be a string")
		} else if s == "" {
			out = append(out, path+".kind: must not be empty")
		} else if len(s) > 63 || !dns1035.MatchString(strings.ToLower(s)) {
			out = append(out, path+".kind: may have mixed case, but should otherwise match a DNS-1035 label")
		}
	}
	if v, found := x["metadata"]; found {
		if _, ok := v.(map[string]interface{}); !ok {
			out = append(out, path+".metadata: must be an object")
		}
	}
	return out
}

// Of the reasons versioned's reader rejects a document for, those Kubernetes checks too
// (true) and those it does not (false: unknown members are pruned, and a repeated member keeps
// its last value, unless the client asks for fieldValidation=Strict).
var kubeChecks = map[string]bool{
	"wrong_type": true, "out_of_range": true, "fraction_in_integer": true, "unknown_enumerator": true,
	"invalid_value": true, "wrong_array_length": true, "missing_key": true, "constraint_violated": true,
	"unknown_key": false, "duplicate_key": false,
}

type rejected struct {
	Doc  string `json:"doc"`
	Code string `json:"code"`
	Path string `json:"path"`
	// A documented difference (docs/kubernetes.md): versioned's reader refuses the document as
	// Go's decoding of the type does, and Kubernetes must accept it (the note says why).
	Differs string `json:"differs"`
}

// ---- the run -----------------------------------------------------------------------------------

type report struct {
	problems []string
}

func (r *report) add(format string, args ...interface{}) {
	r.problems = append(r.problems, fmt.Sprintf(format, args...))
}

func eachLine(path string, f func(line []byte, number int)) error {
	file, err := os.Open(path)
	if err != nil {
		return err
	}
	defer file.Close()
	sc := bufio.NewScanner(file)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	n := 0
	for sc.Scan() {
		n++
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		f(append([]byte(nil), sc.Bytes()...), n)
	}
	return sc.Err()
}

func runEntry(fields map[string]string, r *report) (string, error) {
	crds, err := loadCRDs(fields["crd"])
	if err != nil {
		return "", err
	}
	versions, defaults := 0, 0
	for _, c := range crds {
		for _, p := range checkBounds(c.text) {
			r.add("%s (%s): %s", c.file, c.name, p)
		}
		names := make([]string, 0, len(c.versions))
		for n := range c.versions {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			versions++
			k, problems := checkDefaults(c.versions[n].root)
			defaults += k
			for _, p := range problems {
				r.add("%s (%s %s): %s", c.file, c.name, n, p)
			}
		}
	}
	objects, refused := 0, 0
	if path := fields["objects"]; path != "" {
		err := eachLine(path, func(line []byte, number int) {
			objects++
			if why := admit(crds, line); why != "" {
				refused++
				if refused <= 20 {
					r.add("%s:%d: refused: %s\n    object: %s", path, number, why, excerpt(line))
				}
			}
		})
		if err != nil {
			return "", err
		}
		if objects == 0 {
			r.add("%s: no objects", path)
		}
		if refused > 20 {
			r.add("%s: ... %d objects refused in all", path, refused)
		}
	}
	manifests, err := judgeYAML(crds, fields["yaml"], r)
	if err != nil {
		return "", err
	}
	checked, differences := 0, map[string]int{}
	if path := fields["rejected"]; path != "" {
		err := eachLine(path, func(line []byte, number int) {
			var d rejected
			if err := json.Unmarshal(line, &d); err != nil {
				r.add("%s:%d: %v", path, number, err)
				return
			}
			checks, known := kubeChecks[d.Code]
			if !known {
				r.add("%s:%d: unknown code %q", path, number, d.Code)
				return
			}
			checked++
			why := admit(crds, []byte(d.Doc))
			if d.Differs != "" {
				if why != "" {
					r.add("%s:%d: documented as accepted by Kubernetes (%s), but refused: %s", path, number, d.Differs, why)
				} else {
					differences["documented: "+d.Differs]++
				}
				return
			}
			if without, ok := withoutNull([]byte(d.Doc), d.Path); ok {
				// A null where the schema has none: the API server drops it before anything
				// else (then defaults the member, or finds it missing if it is required), so
				// the document fares as the same one without the member.
				if (admit(crds, without) == "") != (why == "") {
					r.add("%s:%d: a null at %s is not judged as its absence would be", path, number, d.Path)
				} else if why == "" {
					differences["null dropped"]++
				}
				return
			}
			if d.Code == "constraint_violated" && why == "" && nullMemberAt([]byte(d.Doc), d.Path) {
				// A null member of the object the constraint judges: the API server drops it
				// (the member is not nullable) before min/maxProperties count the members;
				// versioned's reader counts what the document has (docs/kubernetes.md).
				differences["null member dropped before counting"]++
				return
			}
			switch {
			case checks && why == "":
				r.add("%s:%d: versioned rejects %s at %s, Kubernetes accepts it\n    object: %s", path, number, d.Code,
					d.Path, excerpt([]byte(d.Doc)))
			case d.Code == "unknown_key" && why != "" && prunedRefused(crds, d):
				// The API server prunes the unknown member, and what is left is refused for
				// another reason (a variant's only key unknown: an object with no alternative):
				// both refuse it.
				differences["refused once pruned"]++
			case !checks && why != "":
				r.add("%s:%d: %s at %s: Kubernetes refuses it (%s), but it is listed as a difference", path, number,
					d.Code, d.Path, why)
			case !checks:
				differences[d.Code]++
			}
		})
		if err != nil {
			return "", err
		}
	}
	summary := fmt.Sprintf("%s: %d CRD(s), %d versions, %d defaults, %d objects (%d refused), %d rejected documents, %d YAML manifests",
		fields["crd"], len(crds), versions, defaults, objects, refused, checked, manifests)
	if len(differences) > 0 {
		summary += fmt.Sprintf(" (accepted as documented differences: %v)", differences)
	}
	return summary, nil
}

// judgeYAML: each {"yaml","json"} line's YAML read as kubectl reads it (sigs.k8s.io/yaml's
// YAMLToJSON) must be the JSON's value, and an object the CRD accepts. Returns the lines judged.
func judgeYAML(crds []*crd, path string, r *report) (int, error) {
	if path == "" {
		return 0, nil
	}
	judged := 0
	err := eachLine(path, func(line []byte, number int) {
		var pair struct {
			YAML string `json:"yaml"`
			JSON string `json:"json"`
		}
		if err := json.Unmarshal(line, &pair); err != nil {
			r.add("%s:%d: %v", path, number, err)
			return
		}
		judged++
		converted, err := yaml.YAMLToJSON([]byte(pair.YAML))
		if err != nil {
			r.add("%s:%d: kubectl's YAML reading refuses versioned's YAML: %v\n    yaml: %q", path, number, err, pair.YAML)
			return
		}
		fromYAML, err1 := decode(converted)
		fromJSON, err2 := decode([]byte(pair.JSON))
		if err1 != nil || err2 != nil {
			r.add("%s:%d: undecodable: %v %v", path, number, err1, err2)
			return
		}
		if !sameValue(fromYAML, fromJSON) {
			r.add("%s:%d: kubectl reads versioned's YAML as another value\n    yaml: %q\n    read as: %s\n    json: %s",
				path, number, pair.YAML, excerpt(converted), excerpt([]byte(pair.JSON)))
			return
		}
		if why := admit(crds, converted); why != "" {
			r.add("%s:%d: the object read from YAML is refused: %s", path, number, why)
		}
	})
	if err == nil && judged == 0 {
		r.add("%s: no YAML manifests", path)
	}
	return judged, err
}

// sameValue: decoded JSON values equal, a number by its value (YAML's 2.0 reads back as 2).
func sameValue(a, b interface{}) bool {
	switch x := a.(type) {
	case map[string]interface{}:
		y, ok := b.(map[string]interface{})
		if !ok || len(x) != len(y) {
			return false
		}
		for k, e := range x {
			if f, found := y[k]; !found || !sameValue(e, f) {
				return false
			}
		}
		return true
	case []interface{}:
		y, ok := b.([]interface{})
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !sameValue(x[i], y[i]) {
				return false
			}
		}
		return true
	case int64:
		if y, ok := b.(int64); ok {
			return x == y
		}
		y, ok := b.(float64)
		return ok && float64(x) == y
	case float64:
		if y, ok := b.(int64); ok {
			return x == float64(y)
		}
		y, ok := b.(float64)
		return ok && x == y
	}
	return a == b
}

// prunedRefused: whether the document without its unknown member (as the API server prunes it)
// is refused too.
func prunedRefused(crds []*crd, d rejected) bool {
	pruned, ok := withoutMember([]byte(d.Doc), d.Path, false)
	return ok && admit(crds, pruned) != ""
}

// withoutNull: the document without the member at pointer when that member is null.
func withoutNull(doc []byte, pointer string) ([]byte, bool) { return withoutMember(doc, pointer, true) }

// nullMemberAt: whether the value at pointer is an object with a null member.
func nullMemberAt(doc []byte, pointer string) bool {
	v, err := decode(doc)
	if err != nil || !strings.HasPrefix(pointer, "/") {
		return false
	}
	for _, p := range strings.Split(pointer[1:], "/") {
		switch cur := v.(type) {
		case map[string]interface{}:
			v = cur[strings.ReplaceAll(strings.ReplaceAll(p, "~1", "/"), "~0", "~")]
		case []interface{}:
			index, err := strconv.Atoi(p)
			if err != nil || index < 0 || index >= len(cur) {
				return false
			}
			v = cur[index]
		default:
			return false
		}
	}
	m, ok := v.(map[string]interface{})
	if !ok {
		return false
	}
	for _, e := range m {
		if e == nil {
			return true
		}
	}
	return false
}

// withoutMember: the document without the member at pointer (only when it is null, if onlyNull).
func withoutMember(doc []byte, pointer string, onlyNull bool) ([]byte, bool) {
	v, err := decode(doc)
	if err != nil || !strings.HasPrefix(pointer, "/") {
		return nil, false
	}
	parts := strings.Split(pointer[1:], "/")
	cur := v
	for i, p := range parts {
		key := strings.ReplaceAll(strings.ReplaceAll(p, "~1", "/"), "~0", "~")
		m, ok := cur.(map[string]interface{})
		if !ok {
			return nil, false
		}
		e, found := m[key]
		if !found {
			return nil, false
		}
		if i == len(parts)-1 {
			if onlyNull && e != nil {
				return nil, false
			}
			delete(m, key)
			out, err := json.Marshal(v)
			return out, err == nil
		}
		cur = e
	}
	return nil, false
}

func excerpt(b []byte) string {
	if len(b) > 400 {
		return string(b[:400]) + "..."
	}
	return string(b)
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: kube_validate <manifest>")
		os.Exit(2)
	}
	if problems := selfTest(); len(problems) > 0 {
		for _, p := range problems {
			fmt.Println("kube_validate: self-test:", p)
		}
		os.Exit(1)
	}
	manifest, err := os.ReadFile(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, "kube_validate:", err)
		os.Exit(2)
	}
	r := &report{}
	entries := 0
	for _, line := range strings.Split(string(manifest), "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		fields := map[string]string{}
		for _, f := range strings.Fields(line) {
			if kv := strings.SplitN(f, "=", 2); len(kv) == 2 {
				fields[kv[0]] = kv[1]
			}
		}
		if fields["crd"] == "" {
			fmt.Fprintf(os.Stderr, "kube_validate: manifest line without crd=: %q\n", line)
			os.Exit(2)
		}
		summary, err := runEntry(fields, r)
		if err != nil {
			fmt.Fprintln(os.Stderr, "kube_validate:", err)
			os.Exit(2)
		}
		fmt.Println(summary)
		entries++
	}
	if entries == 0 {
		fmt.Fprintln(os.Stderr, "kube_validate: empty manifest")
		os.Exit(2)
	}
	for _, p := range r.problems {
		fmt.Println("PROBLEM", p)
	}
	if len(r.problems) > 0 {
		fmt.Printf("kube_validate: %d problem(s)\n", len(r.problems))
		os.Exit(1)
	}
	fmt.Println("kube_validate: everything as Kubernetes would have it")
}

// ---- the self-test ---------------------------------------------------------------------------

// selfTest: cases whose outcome is known, so that a broken pipeline cannot pass everything.
func selfTest() []string {
	var problems []string
	crdOf := func(schema string) []*crd {
		doc := `{"apiVersion":"apiextensions.k8s.io/v1","kind":"CustomResourceDefinition",` +
			`"metadata":{"name":"ts.t.io"},"spec":{"group":"t.io","names":{"kind":"T"},"versions":[` +
			`{"name":"v1","schema":{"openAPIV3Schema":` + schema + `}}]}}`
		v, err := decode([]byte(doc))
		if err != nil {
			problems = append(problems, err.Error())
			return nil
		}
		c, err := parseCRD("self-test", v)
		if err != nil {
			problems = append(problems, err.Error())
			return nil
		}
		return []*crd{c}
	}
	object := func(spec string) []byte {
		return []byte(`{"apiVersion":"t.io/v1","kind":"T","metadata":{"name":"x"},"spec":` + spec + `}`)
	}
	root := func(specSchema string) string {
		return `{"type":"object","properties":{"apiVersion":{"type":"string"},"kind":{"type":"string"},` +
			`"metadata":{"type":"object"},"spec":` + specSchema + `},"required":["spec"]}`
	}
	cases := []struct {
		name, schema, spec string
		ok                 bool
	}{
		{"an int64 maximum refuses every value", `{"type":"object","properties":{"r":{"type":"integer","format":"int64","maximum":9223372036854775807}}}`, `{"r":3}`, false},
		{"an exact bound", `{"type":"object","properties":{"r":{"type":"integer","format":"int32","minimum":-2147483648,"maximum":2147483647}}}`, `{"r":3}`, true},
		{"above the bound", `{"type":"object","properties":{"r":{"type":"integer","maximum":10}}}`, `{"r":11}`, false},
		{"a wrong type", `{"type":"object","properties":{"s":{"type":"string"}}}`, `{"s":1}`, false},
		{"an unknown field is pruned", `{"type":"object","properties":{"s":{"type":"string"}}}`, `{"s":"a","zz":1}`, true},
		{"a null without a default is pruned, then missing", `{"type":"object","properties":{"s":{"type":"string"}},"required":["s"]}`, `{"s":null}`, false},
		{"a null with a default is defaulted", `{"type":"object","properties":{"s":{"type":"string","default":"d"}},"required":["s"]}`, `{"s":null}`, true},
		{"a nullable enum refuses null", `{"type":"object","properties":{"e":{"type":"string","nullable":true,"enum":["a",null]}}}`, `{"e":null}`, false},
		{"a nullable enum in allOf takes null", `{"type":"object","properties":{"e":{"type":"string","nullable":true,"allOf":[{"enum":["a"]}]}}}`, `{"e":null}`, true},
		{"... and checks the value", `{"type":"object","properties":{"e":{"type":"string","nullable":true,"allOf":[{"enum":["a"]}]}}}`, `{"e":"b"}`, false},
		{"an integer written 2.0 is an integer", `{"type":"object","properties":{"i":{"type":"integer","format":"int64"}}}`, `{"i":2.0}`, true},
		{"1.5 is not", `{"type":"object","properties":{"i":{"type":"integer"}}}`, `{"i":1.5}`, false},
		{"a set with a duplicate", `{"type":"object","properties":{"s":{"type":"array","x-kubernetes-list-type":"set","items":{"type":"string"}}}}`, `{"s":["a","b","a"]}`, false},
		{"a set without one", `{"type":"object","properties":{"s":{"type":"array","x-kubernetes-list-type":"set","items":{"type":"string"}}}}`, `{"s":["a","b"]}`, true},
		{"a map list with repeated keys", `{"type":"object","properties":{"m":{"type":"array","x-kubernetes-list-type":"map","x-kubernetes-list-map-keys":["k","p"],"items":{"type":"object","properties":{"k":{"type":"string"},"p":{"type":"string","default":"TCP"}},"required":["k"]}}}}`, `{"m":[{"k":"a"},{"k":"a","p":"TCP"}]}`, false},
		{"a map list with other keys", `{"type":"object","properties":{"m":{"type":"array","x-kubernetes-list-type":"map","x-kubernetes-list-map-keys":["k","p"],"items":{"type":"object","properties":{"k":{"type":"string"},"p":{"type":"string","default":"TCP"}},"required":["k"]}}}}`, `{"m":[{"k":"a"},{"k":"a","p":"UDP"}]}`, true},
		{"above int64 is not an integer", `{"type":"object","properties":{"i":{"type":"integer","minimum":0}}}`, `{"i":9223372036854775808}`, false},
	}
	for _, c := range cases {
		crds := crdOf(root(c.schema))
		if crds == nil {
			continue
		}
		why := admit(crds, object(c.spec))
		if (why == "") != c.ok {
			problems = append(problems, fmt.Sprintf("%s: expected accepted=%v, got %q", c.name, c.ok, why))
		}
	}
	embedded := root(`{"type":"object","properties":{"e":{"type":"object","x-kubernetes-embedded-resource":true,"x-kubernetes-preserve-unknown-fields":true}}}`)
	if why := admit(crdOf(embedded), object(`{"e":{"apiVersion":"v1","kind":"Config_Map"}}`)); why == "" {
		problems = append(problems, "an embedded resource with a bad kind was accepted")
	}
	if why := admit(crdOf(embedded), object(`{"e":{"apiVersion":"v1","kind":"ConfigMap","x":1}}`)); why != "" {
		problems = append(problems, "an embedded resource was refused: "+why)
	}
	if why := admit(crdOf(root(`{"type":"object"}`)), []byte(`{"apiVersion":"t.io/v1","kind":"T","metadata":{"name":"x"}}`)); why == "" {
		problems = append(problems, "an object without its required spec was accepted")
	}
	if _, p := checkDefaults(crdOf(root(`{"type":"object","properties":{"r":{"type":"integer","maximum":5,"default":7}}}`))[0].versions["v1"].root); len(p) == 0 {
		problems = append(problems, "a default above the maximum was accepted")
	}
	if _, p := checkDefaults(crdOf(root(`{"type":"object","properties":{"o":{"type":"object","properties":{"a":{"type":"string"}},"default":{"a":"x","b":1}}}}`))[0].versions["v1"].root); len(p) == 0 {
		problems = append(problems, "a default with an unknown field was accepted")
	}
	if p := checkBounds([]byte(`{"type":"integer","maximum":9223372036854775807}`)); len(p) == 0 {
		problems = append(problems, "2^63-1 as a bound was accepted")
	}
	if p := checkBounds([]byte(`{"type":"integer","minimum":-9223372036854775808,"maximum":9007199254740992}`)); len(p) != 0 {
		problems = append(problems, "exact bounds were refused: "+strings.Join(p, "; "))
	}
	if d := yamlDocuments("# x\napiVersion: \"apiextensions.k8s.io/v1\"\nkind: \"CustomResourceDefinition\"\n\nhistory\n"); len(d) != 1 || strings.Contains(d[0], "history") {
		problems = append(problems, fmt.Sprintf("printed CRDs are not found: %q", d))
	}
	problems = append(problems, multiLineSelfTest()...)
	return problems
}

// multiLineSelfTest: a YAML CRD whose description is a block scalar of two paragraphs, the
// schema's bound after the blank line between them, then printed text. The bound must be seen
// (the reader stopped at the blank line and judged the CRD without it, issue 33), the text not.
func multiLineSelfTest() []string {
	const text = `# printed before
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ts.t.io
spec:
  group: t.io
  names:
    kind: T
  versions:
  - name: v1
    schema:
      openAPIV3Schema:
        type: object
        description: |
          A T.

          Its spec's r is at most 10.
        properties:
          apiVersion:
            type: string
          kind:
            type: string
          metadata:
            type: object
          spec:
            type: object
            properties:
              r:
                type: integer
                maximum: 10

history, printed after
`
	crds, err := parseCRDs("self-test (multi-line)", text)
	if err != nil {
		return []string{err.Error()}
	}
	var problems []string
	if len(crds) != 1 {
		return []string{fmt.Sprintf("a CRD with a multi-line description: %d CRDs found", len(crds))}
	}
	if !strings.Contains(string(crds[0].text), `"A T.\n\nIts spec's r is at most 10.\n"`) {
		problems = append(problems, "a CRD with a multi-line description was read in part: "+string(crds[0].text))
	}
	if why := admit(crds, []byte(`{"apiVersion":"t.io/v1","kind":"T","metadata":{"name":"x"},"spec":{"r":11}}`)); why == "" {
		problems = append(problems, "a CRD with a multi-line description: the bound after its blank line was not checked")
	}
	if why := admit(crds, []byte(`{"apiVersion":"t.io/v1","kind":"T","metadata":{"name":"x"},"spec":{"r":3}}`)); why != "" {
		problems = append(problems, "a CRD with a multi-line description refused a valid object: "+why)
	}
	return problems
}
