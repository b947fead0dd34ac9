#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the hostile inputs of tests/data/hostile (run from that folder; the files are kept in
# git, this script says how each was made). cases.tsv lists what each is fed to and the exit
# code the README's rule gives; tst_exitcodes hostileInputs replays every row (10 s each).
import json, os

LAB = json.load(open('../../../resources/samples/lab-mixed.workload.json'))

def put(name, data):
    with open(name, 'wb') as f:
        f.write(data if isinstance(data, bytes) else data.encode('utf-8'))

def workload(name, change):
    w = json.loads(json.dumps(LAB))
    change(w)
    put(name, json.dumps(w, ensure_ascii=False))

# --- workloads ---
put('w-empty.json', b'')
put('w-bom-only.json', b'\xef\xbb\xbf')
put('w-not-json.json', b'GPU please')
put('w-array.json', b'[]')
put('w-null.json', b'null')
put('w-deep-nesting.json', b'[' * 100000 + b']' * 100000)
put('w-deep-object.json', b'{"a":' * 50000 + b'1' + b'}' * 50000)
put('w-truncated.json', json.dumps(LAB).encode()[:300])
put('w-latin1.json', json.dumps(LAB).replace('Example University', 'Universit\u00e9').encode('latin-1'))
put('w-utf16.json', json.dumps(LAB).encode('utf-16'))
workload('w-no-jobs.json', lambda w: w.update(jobs=[]))
workload('w-jobs-object.json', lambda w: w.update(jobs={}))
workload('w-format-newer.json', lambda w: w.update(format='rigplan.workload/99'))
workload('w-format-missing.json', lambda w: w.pop('format'))
workload('w-unknown-model.json', lambda w: w['jobs'][0].update(model='llama-9-900b'))
workload('w-negative-users.json', lambda w: w['jobs'][1].update(concurrency=-5))
workload('w-zero-context.json', lambda w: w['jobs'][1].update(context_length=0))
workload('w-huge-context.json', lambda w: w['jobs'][1].update(context_length=10**18))
workload('w-float-users.json', lambda w: w['jobs'][1].update(concurrency=2.5))
workload('w-string-number.json', lambda w: w['jobs'][1].update(concurrency='8'))
workload('w-1e308-tokens.json', lambda w: w['jobs'][0].update(train_tokens=1e308))
workload('w-bad-enum.json', lambda w: w['jobs'][1].update(weights='int3'))
workload('w-bad-kind.json', lambda w: w['jobs'][0].update(kind='mining'))
workload('w-huge-title.json', lambda w: w.update(title='x' * 10_001))
workload('w-control-chars.json', lambda w: w.update(title='\x1b]0;pwned\x07\x9b2J\u202etxt.exe'))
workload('w-budget-negative.json', lambda w: w['budget'].update(max=-1))
workload('w-budget-tiny.json', lambda w: w['budget'].update(max=0.001))
workload('w-budget-currency.json', lambda w: w['budget'].update(currency='XYZ'))
workload('w-outlet-unknown.json', lambda w: w['site'].update(outlet='mars-3v'))
workload('w-many-jobs.json', lambda w: w.update(jobs=[w['jobs'][1]] * 300))
workload('w-lora-rank-huge.json', lambda w: w['jobs'][0].update(lora_rank=10**9))
put('w-nan.json', json.dumps(LAB).replace('"concurrency": 8', '"concurrency": NaN'))
put('w-trailing-garbage.json', json.dumps(LAB) + '\n}}}')
put('w-nul.json', json.dumps(LAB).replace('"title": "', '"title": "a\x00b').encode())

# --- CSV imports ---
put('c-empty.csv', b'')
put('c-header-only.csv', b'id,name\n')
put('c-unknown-header.csv', b'foo,bar\n1,2\n')
put('c-unterminated-quote.csv', b'id,name\nrtx-4090,"never closed\n')
put('c-negative-price.csv', b'part_kind,part_id,amount_minor,currency,price_date,source,estimate\ngpu,rtx-4090,-1,USD,2026-01-01,x,0\n')
put('c-price-2p63.csv', b'part_kind,part_id,amount_minor,currency,price_date,source,estimate\ngpu,rtx-4090,9223372036854775807,USD,2026-01-01,x,0\n')
put('c-price-1e309.csv', b'part_kind,part_id,amount_minor,currency,price_date,source,estimate\ngpu,rtx-4090,1e309,USD,2026-01-01,x,0\n')
put('c-bad-date.csv', b'part_kind,part_id,amount_minor,currency,price_date,source,estimate\ngpu,rtx-4090,100,USD,2026-02-30,x,0\n')
put('c-unknown-part.csv', b'part_kind,part_id,amount_minor,currency,price_date,source,estimate\ngpu,no-such-gpu,100,USD,2026-01-01,x,0\n')
put('c-unknown-currency.csv', b'part_kind,part_id,amount_minor,currency,price_date,source,estimate\ngpu,rtx-4090,100,XYZ,2026-01-01,x,0\n')
put('c-bad-id.csv', b'id,name\nRTX 4090!,x\n')
put('c-nan-memory.csv', b'id,memory_bytes\nrtx-4090,nan\n')
put('c-crlf-bom.csv', b'\xef\xbb\xbfid,name\r\nrtx-4090,NVIDIA GeForce RTX 4090\r\n')
put('c-formula.csv', b'id,name\nrtx-4090,=HYPERLINK("http://x")\n')
put('c-binary.csv', bytes(range(256)) * 64)
put('c-wide-row.csv', b'id,name\nrtx-4090,' + b'x,' * 10000 + b'\n')

# --- quotes ---
q = json.load(open('q-base.json')) if os.path.exists('q-base.json') else None
if q:
    def quote(name, change):
        d = json.loads(json.dumps(q))
        change(d)
        put(name, json.dumps(d, ensure_ascii=False))
    quote('q-lines-missing.json', lambda d: d['frozen'].pop('lines'))
    quote('q-lines-empty.json', lambda d: d['frozen'].update(lines=[]))
    quote('q-currency-xyz.json', lambda d: d['frozen'].update(currency='XYZ'))
    quote('q-frozen-at-bad.json', lambda d: d['frozen'].update(frozen_at='yesterday'))
    quote('q-gpu-count-zero.json', lambda d: d['frozen']['build'].update(gpu_count=0))
    quote('q-rates-missing.json', lambda d: d['frozen'].pop('rates'))
    quote('q-negative-quantity.json', lambda d: d['frozen']['lines'][0].update(quantity=-2))
    quote('q-price-2p63.json', lambda d: d['frozen']['lines'][0].update(unit_price_minor=2**63 - 1))
    quote('q-many-lines.json', lambda d: d['frozen'].update(lines=d['frozen']['lines'] * 112))
    # A frozen kit (issue 41): written as frozen for its tier, refused for another; read strictly.
    KIT = {'tier': 'mainstream', 'gpu_name': 'NVIDIA RTX PRO 5000 Blackwell 72GB', 'gpu_count': 2,
           'software': {'platform': 'cuda', 'driver_linux': '570.86', 'toolkit': 'CUDA 12.8', 'wheel': 'cu128',
                        'min_pytorch': '2.7', 'container': '', 'frameworks': []},
           'jobs': [{'job': 1, 'serving': {
               'engine': 'vllm', 'model': 'meta-llama/Llama-3.1-70B', 'model_from_catalog_id': False,
               'quantized_checkpoint': 'int4',
               'serve': [{'flag': '--tensor-parallel-size', 'value': '2', 'figure': 'tensor_parallel'}],
               'engine_config': [], 'replicas': [{'port': 8000, 'gpus': [0, 1]}],
               'bench': [{'flag': '--backend', 'value': 'vllm', 'figure': 'engine'},
                         {'flag': '--model', 'value': 'meta-llama/Llama-3.1-70B', 'figure': 'model'}],
               'users_per_replica': 8,
               'thresholds': [{'metric': 'output_tokens_per_s', 'planned': 150.0, 'tolerance_percent': 12.5,
                               'limit': 131.25, 'at_least': True}]}}]}
    def kit(change):
        k = json.loads(json.dumps(KIT))
        change(k)
        return lambda d: d['frozen'].update(kit=k)
    quote('q-kit.json', kit(lambda k: None))
    quote('q-kit-metric-unknown.json', kit(lambda k: k['jobs'][0]['serving']['thresholds'][0].update(metric='vibes')))
    quote('q-kit-shell-flag.json', kit(lambda k: k['jobs'][0]['serving']['serve'][0].update(flag='--tp 2; reboot')))
    quote('q-kit-many-jobs.json', kit(lambda k: k.update(jobs=[{'job': i, 'serving': {'engine': 'vllm'}} for i in range(1001)])))

# --- vendor profiles ---
put('v-not-json.json', b'vendor')
put('v-logo-dev-zero.json', json.dumps({'format': 'rigplan.vendor/1', 'company': 'Acme', 'logo': {'file': '/dev/zero'}}))
put('v-logo-folder.json', json.dumps({'format': 'rigplan.vendor/1', 'company': 'Acme', 'logo': {'file': '/'}}))
put('v-logo-bad-base64.json', json.dumps({'format': 'rigplan.vendor/1', 'company': 'Acme', 'logo': {'data': '!!!'}}))
put('v-logo-not-image.json', json.dumps({'format': 'rigplan.vendor/1', 'company': 'Acme', 'logo': {'data': 'aGVsbG8='}}))

# --- quote-number sequence files ---
put('s-garbage.json', b'not a sequence')
put('s-huge-counter.json', json.dumps({'format': 'rigplan.quote-sequence/1', 'scopes': {'Q-2026-{seq:4}': 9223372036854775806}}))
put('s-negative-counter.json', json.dumps({'format': 'rigplan.quote-sequence/1', 'scopes': {'Q-2026-{seq:4}': -5}}))
