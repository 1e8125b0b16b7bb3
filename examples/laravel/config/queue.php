<?php

return [
    // Mail is sent within the request (no worker to run).
    'default' => 'sync',
    'connections' => ['sync' => ['driver' => 'sync']],
    'failed' => ['driver' => 'null'],
];
