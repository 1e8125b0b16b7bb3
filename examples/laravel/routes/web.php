<?php

// The SPA's pages live on the front end's own server; this app answers JSON only.
// GET /sanctum/csrf-cookie is Sanctum's route (Laravel\Sanctum\SanctumServiceProvider).
