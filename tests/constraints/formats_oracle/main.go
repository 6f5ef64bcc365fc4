// The oracle of the constraints tests: Go's regexp (what Kubernetes' validator applies to a
// schema's `pattern`) and kube-openapi's format registry (strfmt.Default, what it applies to
// `format`), answering the questions tests/constraints/oracle_cases.cpp writes, one a line:
//
//	check  <pattern hex>                  -> 1 if regexp.Compile accepts the pattern, else 0
//	match  <pattern hex> <text hex>       -> 1 if regexp.MatchString, 0 if not, E if the pattern is invalid
//	format <name> <value hex>             -> 1 if strfmt.Default.Validates(name, value), else 0
//	known  <name>                         -> 1 if strfmt.Default.ContainsName(name), else 0
//
// Fields are separated by a tab; strings are hex-encoded (they may hold any byte). Built
// offline against Debian's kube-openapi (golang-k8s-kube-openapi-dev), as tests/k8s/kube_validate.
package main

import (
	"bufio"
	"encoding/hex"
	"fmt"
	"os"
	"regexp"
	"strings"

	"k8s.io/kube-openapi/pkg/validation/strfmt"
)

func unhex(s string) string {
	b, err := hex.DecodeString(s)
	if err != nil {
		fmt.Fprintf(os.Stderr, "formats_oracle: bad hex %q\n", s)
		os.Exit(2)
	}
	return string(b)
}

func bit(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<26)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	compiled := map[string]*regexp.Regexp{}
	invalid := map[string]bool{}
	compile := func(p string) *regexp.Regexp {
		if re, ok := compiled[p]; ok {
			return re
		}
		if invalid[p] {
			return nil
		}
		re, err := regexp.Compile(p)
		if err != nil {
			invalid[p] = true
			return nil
		}
		compiled[p] = re
		return re
	}
	for in.Scan() {
		f := strings.Split(in.Text(), "\t")
		switch {
		case f[0] == "check" && len(f) == 2:
			fmt.Fprintln(out, bit(compile(unhex(f[1])) != nil))
		case f[0] == "match" && len(f) == 3:
			re := compile(unhex(f[1]))
			if re == nil {
				fmt.Fprintln(out, "E")
			} else {
				fmt.Fprintln(out, bit(re.MatchString(unhex(f[2]))))
			}
		case f[0] == "format" && len(f) == 3:
			fmt.Fprintln(out, bit(strfmt.Default.Validates(f[1], unhex(f[2]))))
		case f[0] == "known" && len(f) == 2:
			fmt.Fprintln(out, bit(strfmt.Default.ContainsName(f[1])))
		default:
			fmt.Fprintf(os.Stderr, "formats_oracle: bad line %q\n", in.Text())
			os.Exit(2)
		}
	}
	if err := in.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "formats_oracle:", err)
		os.Exit(2)
	}
}
