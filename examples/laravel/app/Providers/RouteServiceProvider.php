<?php

namespace App\Providers;

use App\Http\Controllers\StoredFileController;
use Illuminate\Cache\RateLimiting\Limit;
use Illuminate\Foundation\Support\Providers\RouteServiceProvider as ServiceProvider;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\RateLimiter;
use Illuminate\Support\Facades\Route;

class RouteServiceProvider extends ServiceProvider
{
    public function boot()
    {
        $this->configureRateLimiting();

        $this->routes(function () {
            Route::prefix('api')->middleware('api')->group(base_path('routes/api.php'));
            Route::middleware('web')->group(base_path('routes/web.php'));

            // What `php artisan storage:link` + the web server do in production.
            Route::get('storage/{path}', StoredFileController::class)->where('path', '.+');

            if (config('cabinet.dev_outbox')) {
                Route::group([], base_path('routes/dev.php'));
            }
        });
    }

    /** The skeleton's `api` limiter: per user, else per IP (60 a minute by default). */
    protected function configureRateLimiting()
    {
        RateLimiter::for('api', function (Request $request) {
            return Limit::perMinute(config('cabinet.api_per_minute'))->by(optional($request->user())->id ?: $request->ip());
        });
    }
}
