#!/usr/bin/env bash
# sqlmap (Debian package: apt-get install -y sqlmap) against every query, path and JSON body
# parameter of the API that reaches SQL, on a throwaway shop started here.
#
#   security/sqlmap.sh                 # embedded database (PGlite) in a temporary DATA_DIR
#   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shop_sqlmap security/sqlmap.sh
#                                      # an empty PostgreSQL database you made for it (it fills it)
#
# Settings: PORT (3590), LEVEL (2), RISK (2), OUT (a temporary folder with sqlmap's own output).
# Prints one line per target and exits 1 if sqlmap calls any parameter injectable.
set -euo pipefail

cd "$(dirname "$0")/.."
PORT="${PORT:-3590}"
LEVEL="${LEVEL:-2}"
RISK="${RISK:-2}"
DATA_DIR="$(mktemp -d /tmp/shop-sqlmap-data.XXXXXX)"
OUT="${OUT:-$(mktemp -d /tmp/shop-sqlmap-out.XXXXXX)}"
BASE="http://127.0.0.1:${PORT}"
ADMIN_EMAIL='sqlmap-admin@example.com'
ADMIN_PASSWORD='Sqlmap-admin-pass-1'

echo "sqlmap $(sqlmap --version 2>/dev/null | head -1), level ${LEVEL}, risk ${RISK}, output in ${OUT}"

# sqlmap sends thousands of requests from one address: the per-IP sign-in limit is raised; the
# per-account limits stay (each payload names a different account, so they do not hide anything).
PORT="$PORT" DATA_DIR="$DATA_DIR" DATABASE_URL="${DATABASE_URL:-}" SEED_DEMO=true \
  ADMIN_EMAIL="$ADMIN_EMAIL" ADMIN_PASSWORD="$ADMIN_PASSWORD" LOG_LEVEL=error \
  LOGIN_ATTEMPTS_PER_IP=1000000 ./node_modules/.bin/node apps/server/src/server.ts \
  >"$OUT/server.log" 2>&1 &
SERVER_PID=$!
trap 'kill "$SERVER_PID" 2>/dev/null; wait "$SERVER_PID" 2>/dev/null; rm -rf "$DATA_DIR"' EXIT

for _ in $(seq 1 300); do
  curl -fs "$BASE/api/health" >/dev/null 2>&1 && break
  sleep 1
done
curl -fs "$BASE/api/health" >/dev/null

json() { ./node_modules/.bin/node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const v=JSON.parse(s);console.log($1)})"; }
post() { curl -fs -X "${3:-POST}" "$BASE$1" -H 'content-type: application/json' ${TOKEN:+-H "authorization: Bearer $TOKEN"} -d "$2"; }

ADMIN_TOKEN=$(post /api/auth/login "{\"identifier\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}" | json v.token)
post /api/auth/register '{"username":"sqlmapper","email":"sqlmapper@example.com","password":"Sqlmap-shopper-1"}' >/dev/null
CUSTOMER_TOKEN=$(post /api/auth/login '{"identifier":"sqlmapper","password":"Sqlmap-shopper-1"}' | json v.token)
PRODUCT=$(curl -fs "$BASE/api/products?limit=1&inStock=true" | json 'JSON.stringify(v.data[0])')
PRODUCT_ID=$(echo "$PRODUCT" | json v.id)
PRODUCT_SLUG=$(echo "$PRODUCT" | json v.slug)
VARIANT_ID=$(echo "$PRODUCT" | json 'v.variants.find(x=>x.stock>0).id')
CATEGORY_ID=$(echo "$PRODUCT" | json v.category.id)
CATEGORY_SLUG=$(echo "$PRODUCT" | json v.category.slug)
LEGAL_SLUG=$(curl -fs "$BASE/api/legal-pages" | json 'v.data[0].slug')
TOKEN=$CUSTOMER_TOKEN
ADDRESS_ID=$(post /api/addresses '{"addressLine1":"1 MG Road","city":"Pune","state":"MH","postalCode":"411001"}' | json v.address.id)
post /api/cart/add "{\"productVariantId\":\"$VARIANT_ID\",\"quantity\":1}" >/dev/null
ORDER_ID=$(post /api/orders/place "{\"addressId\":\"$ADDRESS_ID\",\"paymentMethod\":\"COD\"}" | json v.order.id)
CART_ITEM_ID=$(post /api/cart/add "{\"productVariantId\":\"$VARIANT_ID\",\"quantity\":1}" | json v.item.id)
unset TOKEN

COMMON=(--batch --flush-session --dbms=PostgreSQL --level="$LEVEL" --risk="$RISK" --time-sec=2
  --threads=4 --output-dir="$OUT" --disable-coloring)

# name | sqlmap arguments (a * marks a path parameter; JSON bodies are tested field by field)
TARGETS=(
  "product listing filters|-u $BASE/api/products?page=1&limit=10&categoryId=$CATEGORY_ID&inStock=true&minPrice=1&maxPrice=5000&size=M&sort=newest"
  "search q, page, limit|-u $BASE/api/products/search?q=cotton+romper&page=1&limit=20"
  "category products path|-u $BASE/api/products/category/${CATEGORY_SLUG}*?page=1&limit=20"
  "product by slug path|-u $BASE/api/products/slug/${PRODUCT_SLUG}*"
  "product by id path|-u $BASE/api/products/${PRODUCT_ID}*"
  "legal page by slug path|-u $BASE/api/legal-pages/slug/${LEGAL_SLUG}*"
  "SEO product page path|-u $BASE/product/${PRODUCT_SLUG}*"
  "login body|-u $BASE/api/auth/login --ignore-code=401 --method=POST --data={\"identifier\":\"sqlmapper\",\"password\":\"Sqlmap-shopper-1\"}"
  "register body|-u $BASE/api/auth/register --randomize=email --method=POST --data={\"username\":\"sqlm1\",\"email\":\"sqlm1@example.com\",\"password\":\"Sqlmap-shopper-1\",\"firstName\":\"A\",\"lastName\":\"B\",\"mobile\":\"9876543210\",\"dob\":\"1990-01-01\"}"
  "reset-code request body|-u $BASE/api/auth/forgot-password/request-otp --method=POST --data={\"email\":\"sqlmapper@example.com\"}"
  "reset body|-u $BASE/api/auth/forgot-password/reset --method=POST --data={\"email\":\"sqlmapper@example.com\",\"otp\":\"123456\",\"newPassword\":\"Sqlmap-shopper-2\"}"
  "profile body (customer)|-u $BASE/api/users/profile --method=PUT --data={\"firstName\":\"Asha\",\"lastName\":\"Rao\",\"username\":\"sqlmapper\",\"mobile\":\"9876543210\",\"dob\":\"1990-01-01\"}|customer"
  "cart add body (customer)|-u $BASE/api/cart/add --method=POST --data={\"productVariantId\":\"$VARIANT_ID\",\"quantity\":1}|customer"
  "cart quantity body (customer)|-u $BASE/api/cart/update-quantity --method=PUT --data={\"cartItemId\":\"$CART_ITEM_ID\",\"newQuantity\":1}|customer"
  "address body (customer)|-u $BASE/api/addresses --method=POST --data={\"addressLine1\":\"MG-Road-2\",\"addressLine2\":\"Flat-3\",\"city\":\"Pune\",\"state\":\"MH\",\"postalCode\":\"411001\"}|customer"
  "wishlist path (customer)|-u $BASE/api/wishlist/${PRODUCT_ID}* --method=POST|customer"
  "confirmation body (customer)|-u $BASE/api/orders/send-confirmation --method=POST --data={\"orderData\":{\"id\":\"$ORDER_ID\"},\"email\":\"x@example.com\"}|customer"
  "admin order list query|-u $BASE/api/orders/all?status=PENDING&page=1&limit=20|admin"
  "category body (admin)|-u $BASE/api/categories --method=POST --data={\"name\":\"Sqlmap\",\"description\":\"probe\",\"parentId\":\"$CATEGORY_ID\"}|admin"
  "legal page body (admin)|-u $BASE/api/legal-pages --method=POST --data={\"title\":\"Probe\",\"slug\":\"probe-page\",\"content\":\"<p>probe</p>\"}|admin"
)

# Word splitting of the targets is wanted; globbing their * markers is not.
set -f
found=0
started=$(date +%s)
for target in "${TARGETS[@]}"; do
  IFS='|' read -r name args who <<<"$target"
  # sqlmap takes several headers in one option, separated by a literal \n.
  headers=()
  [[ "$args" == *--data=* ]] && headers+=('Content-Type: application/json')
  [[ "$who" == customer ]] && headers+=("Authorization: Bearer $CUSTOMER_TOKEN")
  [[ "$who" == admin ]] && headers+=("Authorization: Bearer $ADMIN_TOKEN")
  header_args=()
  if ((${#headers[@]})); then
    joined=$(printf '%s\\n' "${headers[@]}")
    header_args=(--headers="${joined%\\n}")
  fi
  t0=$(date +%s)
  # shellcheck disable=SC2086 # the target's arguments are meant to split on spaces
  log=$(sqlmap "${COMMON[@]}" "${header_args[@]}" $args 2>&1 || true)
  echo "$log" >>"$OUT/sqlmap.log"
  # sqlmap's final word per target: a candidate that its own false-positive check rejects (e.g.
  # a reflected title read as boolean-based blind) ends in 'do not appear to be injectable'.
  if grep -q 'sqlmap identified the following injection point' <<<"$log"; then
    verdict='INJECTABLE'
    found=1
  elif grep -q 'do not appear to be injectable' <<<"$log"; then
    verdict='nothing found'
  else
    verdict='NOT TESTED (see sqlmap.log)'
    found=1
  fi
  printf '%-34s %-28s %4ss\n' "$name" "$verdict" "$(($(date +%s) - t0))"
done
echo "total $(($(date +%s) - started)) s; server errors logged: $(grep -c '"level":50' "$OUT/server.log" || true)"
exit "$found"
