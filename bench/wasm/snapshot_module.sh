# Sourced by the module's benchmarks (bench/wasm_vs_native.sh, bench/computer_capacity.sh); needs $here and $module.
# snapshot_module DIR: copies the module's two files to DIR, again until they load together (emscripten may be
# writing them right now in a shared checkout).
snapshot_module() {
  for _ in $(seq 12); do
    cp -p "$module/littletable-engine.js" "$module/littletable-engine.wasm" "$1/"
    node "$here/bench/wasm/browser_bench.mjs" check --module-dir "$1" && return 0
    echo "(the module's .js and .wasm do not belong together: being rebuilt? again in 10 s)" >&2
    sleep 10
  done
  echo "no consistent module in $module" >&2
  exit 1
}
