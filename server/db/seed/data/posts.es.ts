// Spanish (es-ES) community seed content: authors and posts, written originally in Spanish of Spain.
// Community hosts (role fake_user, badge "Anfitriona") are accounts run by the Nestwell team: they
// welcome, prompt and summarize ("Muchas nos contáis…"), never tell a first-person pregnancy, loss,
// fertility, birth or baby story, and never write in private groups
// (tests/unit/community-hosts.test.ts). Members' own experiences belong to member accounts.
import type { SeedLocaleContent } from './types.ts'

export const content: SeedLocaleContent = {
  locale: 'es',
  authors: [
    { key: 'es:lucia-m', name: 'Lucía M.', role: 'user', hasAvatar: true },
    { key: 'es:mama-primeriza-bcn', name: 'mamá_primeriza_bcn', role: 'user', hasAvatar: true },
    { key: 'es:marta-g', name: 'Marta G.', role: 'user', hasAvatar: false },
    { key: 'es:ainhoa-r', name: 'Ainhoa R.', role: 'user', hasAvatar: true },
    { key: 'es:pablo-papa-novato', name: 'pablo_papá_novato', role: 'user', hasAvatar: false },
    { key: 'es:cris-valencia', name: 'cris_desde_valencia', role: 'user', hasAvatar: true },
    { key: 'es:elena-t', name: 'Elena T.', role: 'user', hasAvatar: false },
    { key: 'es:irene-b', name: 'Irene B.', role: 'user', hasAvatar: true },
    { key: 'es:bea-gijon', name: 'bea.gijon', role: 'user', hasAvatar: true },
    { key: 'es:noe-zaragoza', name: 'Noe de Zaragoza', role: 'user', hasAvatar: false },
    { key: 'es:sara-cadiz', name: 'sara_cadiz', role: 'user', hasAvatar: true },
    { key: 'es:nuria-f', name: 'Nuria F.', role: 'user', hasAvatar: false },
    { key: 'es:rocio-sevilla', name: 'rocio_sevilla', role: 'fake_user', hasAvatar: true },
    { key: 'es:nerea-l', name: 'Nerea L.', role: 'fake_user', hasAvatar: false },
    { key: 'es:equipo-carmen', name: 'Equipo Nestwell – Carmen', role: 'moderator', hasAvatar: true },
    { key: 'es:equipo-javier', name: 'Equipo Nestwell – Javier', role: 'moderator', hasAvatar: true },
    { key: 'es:nestwell-bot', name: 'Nestwell Bot', role: 'bot', hasAvatar: true },
  ],
  posts: [
    // ───────────── trying-to-conceive ─────────────
    {
      slug: 'test-de-ovulacion-siempre-negativos-es',
      title: 'Test de ovulación siempre negativos: ¿lo estoy haciendo mal?',
      body:
        'Llevamos tres meses buscando y este ciclo me he puesto por fin con los test de ovulación. Mis ciclos se van regulando después de dejar la píldora (ahora rondan los 30-32 días), así que empecé a hacerlos el día 11. Voy por el día 19 y nada: la segunda raya siempre más clarita que la de control.\n\n' +
        '¿Puede ser que los esté haciendo a mala hora? Los hago nada más levantarme, con la primera orina, que es lo que yo entendía que había que hacer, pero una amiga me dice que mejor por la tarde. También he leído que a veces el pico dura tan poco que se escapa.\n\n' +
        'No sé si me estoy obsesionando. Mi pareja dice que nos lo tomemos con calma, pero cada mes se me hace más cuesta arriba. ¿Os pasó algo parecido?',
      authorKey: 'es:lucia-m',
      groupSlug: 'trying-to-conceive',
      daysAgo: 3,
      comments: [
        {
          authorKey: 'es:nestwell-bot',
          body: '¡Hola, Lucía! Gracias por participar en Buscando embarazo. Recuerda que puedes anotar los resultados de tus test en la app para ver tu ciclo de un vistazo. Para cualquier duda médica, tu centro de salud es siempre la mejor referencia.',
          hoursAfter: 1,
        },
        {
          authorKey: 'es:irene-b',
          body: 'A mí me pasaba igual. Empecé a hacerlos entre las dos y las cuatro de la tarde, sin beber mucha agua en las dos horas anteriores, y al segundo ciclo pillé el positivo. Ánimo, que tres meses parecen eternos, pero no es tanto.',
          hoursAfter: 3,
        },
        {
          authorKey: 'expert:dr-amara-osei',
          body: 'Hola, Lucía. Es una duda muy frecuente. Los test de ovulación detectan la subida de una hormona, la LH, que en muchas mujeres dura poco, a veces menos de un día, así que a algunas les ayuda hacer el test en otro momento del día o incluso dos veces en los días centrales del ciclo. Además, algún ciclo sin ovulación de vez en cuando es normal. Si tras varios ciclos no ves un patrón claro, o si lleváis un año buscando (seis meses si tienes más de 35 años), lo razonable es comentarlo en tu centro de salud. Esto es información general, no un consejo médico: consúltalo con tu médico o tu matrona.',
          hoursAfter: 20,
        },
        {
          authorKey: 'es:rocio-sevilla',
          body: 'Lo de la hora es de las dudas que más se repiten en este grupo, y muchas nos contáis lo mismo que Irene: por la tarde os fue mejor. Un truco que compartís mucho es apuntar cada resultado en la app, con la hora y una foto del test, para comparar de un ciclo a otro. ¡Suerte este ciclo, Lucía!',
          hoursAfter: 26,
        },
      ],
    },
    {
      slug: 'ciclos-irregulares-despues-de-la-pildora-es',
      title: 'Ciclos irregulares después de dejar la píldora',
      body:
        'Dejé la píldora hace tres meses, después de casi diez años tomándola, y desde entonces mis ciclos van como quieren: uno de 28 días, otro de 39 y el último de 34. No hay manera de saber cuándo ovulo ni cuándo me va a bajar.\n\n' +
        'La médica de cabecera me dijo que es normal que el cuerpo tarde unos meses en coger su ritmo y que no me agobiara, pero cuando estás buscando cada día de retraso es una montaña rusa. Llevo ya tres test de embarazo «por si acaso» y todos negativos, claro.\n\n' +
        '¿Cuánto tardasteis vosotras en tener ciclos regulares después de dejar los anticonceptivos? ¿Hicisteis algo en especial o simplemente tocó esperar?',
      authorKey: 'es:lucia-m',
      groupSlug: 'trying-to-conceive',
      daysAgo: 60,
      comments: [
        {
          authorKey: 'es:ainhoa-r',
          body: 'Yo tardé unos seis meses en tener ciclos más o menos estables. Lo que más me ayudó fue apuntar la temperatura basal por las mañanas: así al menos sabía si había ovulado y dejaba de hacerme test antes de tiempo.',
          hoursAfter: 5,
        },
        {
          authorKey: 'es:nerea-l',
          body: 'Lo de los test «por si acaso» es de lo que más nos contáis en este grupo, así que no estás sola. Pregunta para quienes ya habéis pasado por esto: ¿qué os ayudó a no haceros un test cada pocos días mientras los ciclos se regulaban?',
          hoursAfter: 9,
        },
        {
          authorKey: 'es:equipo-carmen',
          body: 'Hola, Lucía. Gracias por compartirlo, es una de las dudas más repetidas del grupo. Si quieres leer más experiencias, busca «píldora» en el buscador del grupo: hay un hilo fijado muy completo. Y si dentro de unos meses los ciclos siguen igual de irregulares, vuelve a comentarlo con tu médica.',
          hoursAfter: 30,
        },
      ],
    },
    {
      slug: 'un-ano-buscando-y-la-pareja-se-resiente-es',
      title: '',
      body:
        'No sé muy bien cómo titular esto, así que lo dejo sin título.\n\n' +
        'Llevamos casi un año buscando y noto que está afectando a la relación. Al principio todo era ilusión, pero ahora el sexo se ha convertido en una tarea más del calendario: «hoy toca, que es el día 13». Mi pareja no se queja, pero el otro día me dijo que se siente como si solo sirviera para una cosa, y me dolió porque en parte tiene razón.\n\n' +
        'Yo tampoco me reconozco. Estoy todo el día pendiente de la app, de los síntomas, de si me duele el pecho o no. Y cuando me baja la regla me paso dos días de bajón.\n\n' +
        '¿Cómo lo habéis gestionado en pareja? ¿Alguna vez os habéis dado un mes de descanso sin contar nada?',
      authorKey: 'es:ainhoa-r',
      groupSlug: 'trying-to-conceive',
      daysAgo: 104,
      comments: [
        {
          authorKey: 'es:pablo-papa-novato',
          body: 'Te escribo desde el otro lado, el de la pareja. A nosotros nos pasó igual y lo que funcionó fue hablarlo sin reproches y decidir juntos que durante un mes no mirábamos el calendario. No fue magia, pero volvimos a ser nosotros.',
          hoursAfter: 6,
        },
        {
          authorKey: 'es:elena-t',
          body: 'Nosotros nos dimos dos meses de descanso antes de empezar con las pruebas y fue la mejor decisión. Y si ya lleváis casi un año, pedid cita en el centro de salud para que os valoren, que eso también quita mucha presión.',
          hoursAfter: 10,
        },
        {
          authorKey: 'es:equipo-javier',
          body: 'Ainhoa, gracias por abrirte así. Es un tema que sale muchísimo y del que no se habla lo suficiente. Si en algún momento sientes que el bajón se alarga, recuerda que en tu centro de salud también pueden orientarte. Aquí tienes un grupo que te entiende.',
          hoursAfter: 14,
        },
        {
          authorKey: 'es:lucia-m',
          body: 'Me siento muy identificada con lo de la app. Yo he quitado las notificaciones y solo la miro una vez al día. Parece una tontería, pero me ha ayudado bastante.',
          hoursAfter: 30,
        },
      ],
    },
    {
      slug: 'acido-folico-antes-de-buscar-es',
      title: '¿Cuándo empezasteis con el ácido fólico?',
      body:
        'Pregunta rápida: mi pareja y yo queremos empezar a buscar después del verano y en la revisión con la matrona me comentaron que lo ideal es empezar a tomar ácido fólico unos meses antes. Me lo apunté, pero no me quedé con los detalles y ahora me da vergüenza volver a preguntar.\n\n' +
        '¿Vosotras cuándo empezasteis? ¿Os lo recetaron en el centro de salud o lo comprasteis en la farmacia? Una compañera de trabajo me ha dicho que además se hizo una analítica completa antes de empezar a buscar, y no sé si eso es algo que se pide o que se hace por tu cuenta.',
      authorKey: 'es:lucia-m',
      groupSlug: 'trying-to-conceive',
      daysAgo: 102,
      comments: [
        {
          authorKey: 'es:mama-primeriza-bcn',
          body: 'A mí me lo recetó la médica de cabecera cuando le conté que queríamos buscar, y de paso me pidió una analítica. No te dé vergüenza volver a preguntar, que para eso están.',
          hoursAfter: 4,
        },
        {
          authorKey: 'es:rocio-sevilla',
          body: 'No te dé ningún apuro volver a preguntar: es de las dudas que más se repiten en este grupo. Lo que nos contáis muchas es que os lo indicaron la matrona o la médica de cabecera en una consulta antes de empezar a buscar, y que aprovechasteis para pedir la analítica. Pregunta en tu centro de salud, que te dirán qué te conviene a ti en concreto.',
          hoursAfter: 12,
        },
        {
          authorKey: 'es:nestwell-bot',
          body: 'Recordatorio de Nestwell: en este grupo compartimos experiencias, pero cualquier suplemento o medicación debe indicártelo un profesional sanitario. Tu matrona o tu médico de cabecera pueden resolver estas dudas en una consulta antes de empezar a buscar.',
          hoursAfter: 24,
        },
      ],
    },

    // ───────────── fertility-journeys ─────────────
    {
      slug: 'primera-consulta-en-reproduccion-asistida-es',
      title: 'Primera consulta en la unidad de reproducción (por la seguridad social)',
      body:
        'Por fin, después de más de un año entre pruebas y lista de espera, la semana pasada tuvimos la primera consulta en la unidad de reproducción del hospital que nos corresponde.\n\n' +
        'La ginecóloga fue muy clara: por los resultados de mi pareja y por mi reserva ovárica, nos propone ir directamente a FIV en lugar de hacer inseminaciones. Nos explicó el proceso, nos dio un montón de papeles y nos mandó otra analítica. Salí con la cabeza como un bombo y me eché a llorar en el coche, no sé si de alivio o de miedo.\n\n' +
        'Para las que estáis o habéis estado en la pública: ¿cuánto tardasteis desde la primera consulta hasta la punción? ¿Os ofrecieron apoyo psicológico o lo buscasteis por fuera? Cualquier experiencia me vale.',
      authorKey: 'es:elena-t',
      groupSlug: 'fertility-journeys',
      daysAgo: 8,
      comments: [
        {
          authorKey: 'es:irene-b',
          body: 'Nosotros tardamos unos cuatro meses desde la primera consulta hasta empezar la estimulación, pero depende mucho de cada comunidad y de cada hospital. Lo de llorar en el coche, totalmente normal: yo también lo hice.',
          hoursAfter: 3,
        },
        {
          authorKey: 'es:nuria-f',
          body: 'En la unidad donde me trataron cuando buscábamos a mi hija había una psicóloga, pero tenías que pedirlo tú. Pregúntalo en la próxima cita, que a veces no lo ofrecen si no lo mencionas.',
          hoursAfter: 7,
        },
        {
          authorKey: 'es:equipo-carmen',
          body: 'Elena, qué bien que por fin hayáis tenido la consulta. Recuerda que este grupo es privado y lo que compartes solo lo ven sus miembros. Tenemos un hilo fijado con experiencias de FIV en la sanidad pública por comunidades, por si te sirve.',
          hoursAfter: 20,
        },
        {
          authorKey: 'es:lucia-m',
          body: 'Mucho ánimo con este comienzo. Un consejo que me dieron: apúntate las preguntas en el móvil antes de cada cita, que luego entras en la consulta y se te olvida todo.',
          hoursAfter: 40,
        },
      ],
    },
    {
      slug: 'betaespera-de-la-primera-fiv-es',
      title: 'Betaespera de la primera FIV: día 6 y subiéndome por las paredes',
      body:
        'Hace seis días me transfirieron un embrión de día 5 y la beta es el lunes que viene. Me dijeron que hiciera vida normal, pero ¿quién hace vida normal en la betaespera?\n\n' +
        'He tenido un par de pinchazos en la parte baja de la tripa, el pecho me duele un montón y esta mañana me he levantado con algo de náuseas. Sé que con la progesterona todo esto puede ser efecto de la medicación, pero mi cabeza va a mil y ya he buscado cada síntoma en internet cien veces.\n\n' +
        'Mi pareja me ha escondido los test de embarazo para que no me haga uno antes de la beta. Ahora mismo la odio un poquito y a la vez se lo agradezco.\n\n' +
        '¿Cómo sobrevivisteis vosotras a estos días? Necesito distracciones, series, lo que sea.',
      authorKey: 'es:irene-b',
      groupSlug: 'fertility-journeys',
      daysAgo: 15,
      comments: [
        {
          authorKey: 'es:nestwell-bot',
          body: 'Hola, Irene. Te mandamos mucho ánimo en la betaespera. Recuerda que en la app puedes silenciar durante un tiempo los contenidos sobre embarazo si necesitas un respiro estos días.',
          hoursAfter: 1,
        },
        {
          authorKey: 'es:elena-t',
          body: 'Yo no he llegado aún a esa fase, pero una amiga hizo un puzle de mil piezas durante su betaespera, te lo juro. Y tu pareja ha hecho bien escondiendo los test, jaja. ¡Mucha fuerza para el lunes!',
          hoursAfter: 4,
        },
        {
          authorKey: 'expert:dr-amara-osei',
          body: 'Hola, Irene. Es muy habitual notar molestias en la tripa, sensibilidad en el pecho o náuseas en estos días y, como bien dices, muchos de esos síntomas pueden deberse a la medicación de soporte, así que por sí solos no indican ni un resultado ni otro. Por eso las unidades de reproducción recomiendan esperar a la analítica de beta, que es la prueba fiable. Si tienes dolor intenso, fiebre o sangrado abundante, contacta con tu unidad sin esperar. Esto es información general y no un consejo médico: cualquier duda, coméntala con tu equipo de la unidad de reproducción.',
          hoursAfter: 22,
        },
        {
          authorKey: 'es:marta-g',
          body: 'Te recomiendo una serie de esas larguísimas, con muchas temporadas. A mí me salvó en mi betaespera. ¡Cruzo los dedos por ti!',
          hoursAfter: 30,
        },
        {
          authorKey: 'es:irene-b',
          body: 'Actualizo: ¡beta positiva! Todavía no me lo creo y me da miedo ilusionarme demasiado, pero aquí estoy. Gracias por acompañarme estos días, de verdad.',
          hoursAfter: 98,
        },
      ],
    },
    {
      slug: 'transferencia-cancelada-es',
      title: 'Nos han cancelado la transferencia',
      body:
        'Hoy nos han cancelado la transferencia. El endometrio no estaba como tenía que estar y la doctora ha preferido congelar y esperar al siguiente ciclo. Sé que es lo mejor, que es para aumentar las posibilidades, que no pasa nada. Lo sé.\n\n' +
        'Pero llevaba tres semanas de pastillas, parches y ecografías, había pedido días en el trabajo y ya me había hecho a la idea. Me he sentado en la sala de espera y no podía ni levantarme.\n\n' +
        'No busco consejos, creo. Solo necesitaba escribirlo en algún sitio donde no me digan «relájate y ya verás como llega».',
      authorKey: null,
      groupSlug: 'fertility-journeys',
      daysAgo: 55,
      comments: [
        {
          authorKey: 'es:irene-b',
          body: 'Te leo y te abrazo. No es «no pasa nada»: es un palo, aunque sea la decisión correcta. Date permiso para estar triste hoy.',
          hoursAfter: 2,
        },
        {
          authorKey: 'es:nuria-f',
          body: 'A nosotros también nos cancelaron una, antes de que llegara nuestra hija. Al ciclo siguiente salió todo bien y pudimos transferir. No te voy a decir que te relajes; te digo que aquí estamos.',
          hoursAfter: 5,
        },
        {
          authorKey: 'es:equipo-javier',
          body: 'Gracias por confiar en el grupo para contarlo. Aquí nadie te va a decir que te relajes. Si te apetece, tenemos un hilo semanal de desahogo en el que puedes escribir cuando quieras, sin necesidad de pedir consejo.',
          hoursAfter: 9,
        },
      ],
    },
    {
      slug: 'contarlo-en-el-trabajo-pruebas-de-fertilidad-es',
      title: '¿Contáis en el trabajo que estáis en pruebas de fertilidad?',
      body:
        'Estamos en plena ronda de pruebas en la seguridad social: analíticas en días concretos del ciclo, ecografías, el seminograma de mi pareja... Casi todas las citas son a primera hora y cada semana me toca inventarme algo nuevo.\n\n' +
        'Trabajo en una oficina con un horario bastante rígido y mi jefe no es precisamente comprensivo. No sé si contarlo. Por un lado, me facilitaría pedir los permisos sin excusas raras; por otro, me da miedo que empiecen a mirarme como «la que se va a quedar embarazada y se va a coger la baja».\n\n' +
        '¿Qué hicisteis vosotras? ¿Lo contasteis en recursos humanos, solo a una compañera de confianza o a nadie? ¿Sabéis si hay algún permiso para esto o depende del convenio?',
      authorKey: 'es:elena-t',
      groupSlug: 'fertility-journeys',
      daysAgo: 100,
      comments: [
        {
          authorKey: 'es:marta-g',
          body: 'Yo solo se lo dije a recursos humanos y pedí confidencialidad. Miraron el convenio y me dejaron recuperar las horas otro día. Revisa el tuyo, que algunos convenios sí recogen algo para estas situaciones.',
          hoursAfter: 6,
        },
      ],
    },

    // ───────────── first-trimester ─────────────
    {
      slug: 'nauseas-todo-el-dia-semana-nueve-es',
      title: 'Náuseas todo el día en la semana 9 (y no solo por la mañana)',
      body:
        '¿Quién fue el genio que las llamó náuseas matutinas? Yo las tengo desde que me levanto hasta que me acuesto. Estoy de 9 semanas, después de más de un año buscando, así que no me voy a quejar mucho, pero ya no sé qué comer: el café me da asco, la carne me da asco, hasta el gel de ducha de mi pareja me da asco.\n\n' +
        'Lo único que me entra son galletas saladas, pan tostado y fruta fría. Me preocupa no estar comiendo bien para el bebé, porque llevo dos semanas prácticamente a base de picoteo.\n\n' +
        'La matrona me ve la semana que viene. Mientras tanto, ¿qué os funcionó a vosotras? He oído de todo: jengibre, comer poco y a menudo, pulseras... Todo me suena a remedio de la abuela, pero a estas alturas lo pruebo todo.',
      authorKey: 'es:ainhoa-r',
      groupSlug: 'first-trimester',
      daysAgo: 0,
      comments: [
        {
          authorKey: 'es:nestwell-bot',
          body: '¡Te damos la bienvenida a Primer trimestre, Ainhoa! Aquí encontrarás a muchas personas en tu misma semana. Recuerda: si no consigues retener líquidos o te mareas mucho, contacta con tu centro de salud o acude a urgencias.',
          hoursAfter: 1,
        },
        {
          authorKey: 'es:cris-valencia',
          body: 'Las galletas saladas en la mesita de noche, antes de levantarme, fueron mi salvación. Y comer algo cada dos o tres horas, aunque sea poquito. A mí se me pasó hacia la semana 14, ¡aguanta!',
          hoursAfter: 2,
        },
        {
          authorKey: 'es:lucia-m',
          body: '¡Ainhoa! Qué alegría leerte aquí después de todo lo que contabas en Buscando embarazo. Siento lo de las náuseas, pero me has alegrado el día.',
          hoursAfter: 3,
        },
        {
          authorKey: 'expert:marta-ruiz',
          body: 'Hola, Ainhoa. Es muy común que en el primer trimestre el apetito se reduzca a unos pocos alimentos y, en la mayoría de los casos, unas semanas así no suponen un problema: lo importante ahora es mantenerte bien hidratada y comer lo que toleres. A muchas mujeres les ayuda hacer comidas pequeñas y frecuentes, elegir alimentos fríos o secos y no pasar mucho tiempo con el estómago vacío. Si no retienes nada, pierdes peso o te sientes muy débil, no esperes a la cita y llama a tu centro de salud. Esto es información general, no un consejo médico; coméntalo con tu matrona la semana que viene.',
          hoursAfter: 5,
        },
        {
          authorKey: 'es:rocio-sevilla',
          body: 'Lo de los olores sale en casi todos los hilos de este grupo: el café, la cebolla, el gel de la pareja... Muchas nos contáis que os ayudó ventilar mucho la cocina y que otra persona cocinara durante una temporada. Ánimo, Ainhoa, y qué alegría volver a leerte por aquí.',
          hoursAfter: 6,
        },
      ],
    },
    {
      slug: 'manchado-a-las-seis-semanas-es',
      title: 'Manchado a las seis semanas',
      body:
        'Estoy de seis semanas y esta mañana, al limpiarme, he visto un poco de sangre marrón, poquita, solo en el papel. No tengo dolor, solo alguna molestia parecida a la de la regla que ya tenía antes.\n\n' +
        'He llamado al centro de salud y me han dicho que si no es un sangrado abundante ni rojo intenso, y no tengo dolor fuerte, que esté atenta, y que si va a más vaya a urgencias de maternidad. Pero claro, estoy en el trabajo y no me puedo concentrar en nada.\n\n' +
        'Es mi primer embarazo y todavía no me han hecho ninguna ecografía. ¿A alguna le pasó al principio? Lo pongo anónimo porque aquí no lo sabe nadie todavía.',
      authorKey: null,
      groupSlug: 'first-trimester',
      daysAgo: 95,
      comments: [
        {
          authorKey: 'es:mama-primeriza-bcn',
          body: 'Mucho ánimo. A una amiga le pasó exactamente eso en la semana 6 y luego todo fue perfecto. Haz caso a lo que te han dicho en el centro de salud y no dudes en ir si algo cambia.',
          hoursAfter: 1,
        },
        {
          authorKey: 'expert:dr-helena-marsh',
          body: 'Hola. El manchado leve al principio del embarazo es relativamente frecuente y muchas veces no tiene consecuencias, aunque es lógico que preocupe. Has hecho muy bien en llamar a tu centro de salud. Como regla general, conviene acudir a urgencias si el sangrado aumenta, se vuelve rojo y abundante, aparece un dolor intenso o tienes mareo o fiebre. Solo una valoración profesional, a veces con ecografía, puede aclarar qué ocurre en cada caso concreto. Esto es información general y no un consejo médico: sigue las indicaciones de tu matrona o tu médico.',
          hoursAfter: 5,
        },
        {
          authorKey: 'es:equipo-carmen',
          body: 'Te enviamos un abrazo desde el equipo. Si te apetece, puedes actualizar la publicación cuando sepas algo: muchas personas del grupo pasan por lo mismo y les ayuda leer cómo termina cada historia.',
          hoursAfter: 8,
        },
        {
          authorKey: 'es:nuria-f',
          body: 'Con mi hija manché un poquito en la semana 7 y tenía el corazón en un puño. Al final no fue nada. Ojalá sea lo mismo para ti.',
          hoursAfter: 30,
        },
      ],
    },
    {
      slug: 'primera-ecografia-de-las-doce-semanas-es',
      title: 'Primera ecografía el jueves, ¡qué nervios!',
      body:
        'El jueves tengo la ecografía de la semana 12 en el hospital y estoy que no duermo. Hasta ahora solo me han hecho la analítica y la primera visita con la matrona, así que será la primera vez que lo veamos bien.\n\n' +
        'Tengo varias dudas tontas: ¿hay que ir con la vejiga llena? ¿Puede entrar mi pareja? ¿Os dieron el resultado del cribado ese mismo día o tardaron? Me han dicho que en algunos hospitales te dan la foto impresa y en otros no.\n\n' +
        'Después de lo del año pasado, también me da miedo que no se vea bien o que haya algo raro. Supongo que es normal tener ilusión y miedo a la vez. Contadme cómo fue la vuestra, porfa.',
      authorKey: 'es:bea-gijon',
      groupSlug: 'first-trimester',
      daysAgo: 47,
      comments: [
        {
          authorKey: 'es:mama-primeriza-bcn',
          body: 'A mí me dijeron que no hacía falta ir con la vejiga llena porque a las 12 semanas ya se ve bien por la tripa, pero pregunta en tu hospital por si acaso. Mi pareja pudo entrar sin problema.',
          hoursAfter: 3,
        },
        {
          authorKey: 'es:nuria-f',
          body: 'Con mi hija, el resultado del cribado me lo dieron unos días después por teléfono. La foto sí me la imprimieron. ¡Disfrútalo, que es un momento precioso!',
          hoursAfter: 8,
        },
        {
          authorKey: 'es:nestwell-bot',
          body: 'Consejo de Nestwell: apunta tus preguntas en la app antes de la cita y añade la fecha de la ecografía al calendario para recibir un recordatorio. ¡Mucha suerte el jueves, Bea!',
          hoursAfter: 12,
        },
        {
          authorKey: 'es:bea-gijon',
          body: '¡Actualizo! Todo bien: se movía un montón y el cribado ha salido de bajo riesgo. Lloramos los dos como magdalenas. Gracias a todas por los ánimos.',
          hoursAfter: 70,
        },
      ],
    },
    {
      slug: 'antojos-raros-primer-trimestre-es',
      title: 'Antojos raros: ¿cuál es el vuestro?',
      body:
        'Pregunta para el grupo, que de vez en cuando también toca reírse un poco.\n\n' +
        'En el equipo leemos cada semana antojos dignos de récord y aversiones repentinas a cosas que antes os encantaban: el café, la carne, hasta el gel de ducha de la pareja. Así que hoy os lo preguntamos directamente: ¿cuál ha sido vuestro antojo más raro? ¿Y qué no podéis ni oler ahora mismo?\n\n' +
        'Contadlo aquí, que a quienes acabáis de empezar os vendrá bien saber que no sois las únicas. Y un apunte: si os dan ganas de comer cosas que no son alimentos, como tierra o tiza, o de masticar hielo a todas horas, comentadlo con vuestra matrona.',
      authorKey: 'es:nerea-l',
      groupSlug: 'first-trimester',
      daysAgo: 66,
      comments: [
        {
          authorKey: 'es:bea-gijon',
          body: 'Empiezo yo: estoy de 9 semanas y tengo unas ganas locas de aceitunas con leche fría. A la vez. Mi pareja me mira como si fuera un bicho raro, y mi madre ya sospecha algo porque no bebo vino; como me vea con las aceitunas, se acabó el secreto.',
          hoursAfter: 1,
        },
        {
          authorKey: 'es:cris-valencia',
          body: 'Yo solo quería pepinillos en vinagre con chocolate. Mi madre dice que lo de los antojos es un mito, pero yo te digo que no.',
          hoursAfter: 2,
        },
        {
          authorKey: 'es:noe-zaragoza',
          body: 'Hielo. Masticaba hielo todo el día. Lo comenté con la matrona por si acaso y me pidió una analítica, que salió bien. Lo de las aceitunas me parece hasta sano, jaja.',
          hoursAfter: 5,
        },
        {
          authorKey: 'es:equipo-javier',
          body: 'Este hilo nos está alegrando la mañana al equipo de moderación. Seguid contando, que estamos haciendo un ranking.',
          hoursAfter: 7,
        },
        {
          authorKey: 'es:mama-primeriza-bcn',
          body: 'Croquetas. Congeladas, sin freír... no, es broma, fritas, pero a las siete de la mañana y con un vaso de leche con cacao.',
          hoursAfter: 20,
        },
      ],
    },

    // ───────────── second-trimester ─────────────
    {
      slug: 'bienvenida-al-segundo-trimestre-es',
      title: 'Bienvenidas a Segundo trimestre: presentaos aquí',
      body:
        "¡Hola! Soy Rocío, una de las anfitrionas del equipo de Nestwell, y este es el sitio para los meses centrales del embarazo: las primeras pataditas, la ecografía de las 20 semanas, la prueba de O'Sullivan, la tripa que empieza a notarse y los planes para lo que viene.\n\n" +
        'Para arrancar, contadnos de cuántas semanas estáis y qué es lo que más ilusión o más respeto os da ahora mismo. Leer las presentaciones de las demás suele ser la forma más rápida de encontrar a gente en vuestra misma etapa.\n\n' +
        'Recordad que aquí compartimos experiencias, no consejos médicos. Si algo no os cuadra, llamad a vuestra matrona. Y cuando ya conozcáis cómo se mueve vuestro bebé, si notáis que se mueve menos o de forma distinta, llamad ya al paritorio o a urgencias de maternidad, a cualquier hora, sin esperar al día siguiente.',
      authorKey: 'es:rocio-sevilla',
      groupSlug: 'second-trimester',
      daysAgo: 10,
      comments: [
        {
          authorKey: 'es:nestwell-bot',
          body: 'Consejo de Nestwell: sigue este grupo para recibir un aviso cuando haya publicaciones nuevas. En la app también tienes una guía semana a semana del segundo trimestre.',
          hoursAfter: 1,
        },
        {
          authorKey: 'es:bea-gijon',
          body: 'Estoy de 17 semanas y me hace ilusión y me da respeto casi todo a la vez. Lo que más ahora mismo: la ecografía de las 20 semanas. Ya os contaré.',
          hoursAfter: 3,
        },
        {
          authorKey: 'expert:dra-lucia-navarro',
          body: "Hola a todas. Soy Lucía Navarro, obstetra, y me pasaré por aquí a menudo. Una idea para estas semanas: apuntad las dudas que os vayan surgiendo y llevadlas a la siguiente visita con la matrona. En el segundo trimestre hay pruebas importantes, como la ecografía morfológica o la de O'Sullivan, y entender para qué sirve cada una ayuda a vivirlas con menos miedo. Esto es información general, no un consejo médico.",
          hoursAfter: 6,
        },
      ],
    },
    {
      slug: 'ecografia-de-las-20-semanas-es',
      title: 'Ecografía de las 20 semanas: ¿qué miran exactamente?',
      body:
        'Estoy de 18 semanas y media y me acaban de dar cita para la ecografía morfológica dentro de diez días. La de las 12 semanas la viví con el corazón en un puño y esta no creo que sea distinta, así que prefiero llegar sabiendo qué esperar.\n\n' +
        '¿Qué miran exactamente? ¿Cuánto dura? He leído que a veces hay que repetirla porque el bebé no se pone bien, y eso me agobia solo de pensarlo.\n\n' +
        'Y otra duda: todavía no tengo claro si lo que noto son pataditas o gases. ¿Cuándo empezasteis a notarlo vosotras?',
      authorKey: 'es:bea-gijon',
      groupSlug: 'second-trimester',
      daysAgo: 2,
      comments: [
        {
          authorKey: 'es:cris-valencia',
          body: 'La mía duró casi tres cuartos de hora porque la niña estaba de espaldas y no había manera. Me mandaron a dar un paseo por el pasillo y volver. Que no te agobie si te pasa: me explicaron que es de lo más normal.',
          hoursAfter: 2,
        },
        {
          authorKey: 'expert:dra-lucia-navarro',
          body: 'Hola, Bea. La ecografía morfológica, que en España se suele hacer entre las semanas 18 y 22, sirve para revisar con detalle la anatomía del bebé (cerebro, cara, columna, corazón, abdomen, riñones y extremidades), además del crecimiento, la placenta y el líquido amniótico. Suele durar entre 30 y 45 minutos y, si el bebé no está en una buena postura, es habitual que te pidan caminar un rato o volver otro día: eso no significa que haya ningún problema. Las primeras pataditas se suelen notar entre las semanas 16 y 22, y al principio se confunden con gases. Cuando ya reconozcas cómo se mueve tu bebé, si notas que se mueve menos o de forma distinta, llama ya al paritorio o a urgencias de maternidad, a cualquier hora, sin esperar al día siguiente. Esto es información general, no un consejo médico: tu matrona y tu ginecóloga pueden resolver tus dudas concretas.',
          hoursAfter: 6,
        },
        {
          authorKey: 'es:equipo-carmen',
          body: 'Bea, qué bien leerte en Segundo trimestre. En la app tienes una guía de la ecografía de las 20 semanas con las preguntas que más se repiten. Si te apetece, cuéntanos qué tal te va.',
          hoursAfter: 10,
        },
      ],
    },
    {
      slug: 'prueba-de-osullivan-es',
      title: "Prueba de O'Sullivan la semana que viene: ¿hay que ir en ayunas?",
      body:
        "Estoy de 25 semanas y la matrona me ha dado el volante para la prueba de O'Sullivan. Me dijo que no hacía falta ir en ayunas, pero mi cuñada dice que a ella la hicieron ir sin desayunar y que se pasó la mañana mareada.\n\n" +
        '¿Cómo fue la vuestra? ¿Cuánto tiempo hay que estar allí? ¿Os dejaron salir de la sala? Tengo que pedir la mañana en el trabajo y no sé cuántas horas pedir.\n\n' +
        'Y si sale alta, ¿qué pasa? Me da un poco de miedo la curva larga.',
      authorKey: 'es:sara-cadiz',
      groupSlug: 'second-trimester',
      daysAgo: 100,
      comments: [
        {
          authorKey: 'es:mama-primeriza-bcn',
          body: 'Yo la hice hace un par de meses. Sin ayunas: te dan el líquido dulce, esperas una hora sentada sin comer ni caminar mucho y te sacan sangre. Llévate algo para leer y algo para comer al salir.',
          hoursAfter: 3,
        },
        {
          authorKey: 'expert:dra-lucia-navarro',
          body: "Hola, Sara. La prueba de O'Sullivan es un cribado de diabetes gestacional que en España se suele hacer entre las semanas 24 y 28. No hace falta ir en ayunas: tomas una bebida con 50 gramos de glucosa y, al cabo de una hora, te sacan sangre. Durante esa hora conviene estar sentada, sin comer ni fumar. Si el resultado sale por encima del límite, eso no quiere decir que tengas diabetes: se hace una segunda prueba, la curva larga, que sí es en ayunas y dura unas tres horas, para confirmarlo o descartarlo. Esto es información general, no un consejo médico: sigue las indicaciones del volante y de tu matrona.",
          hoursAfter: 9,
        },
        {
          authorKey: 'es:sara-cadiz',
          body: 'Hecha, y sin mareos. Ya me han llamado: ha salido normal. Gracias por tranquilizarme.',
          hoursAfter: 72,
        },
      ],
    },

    // ───────────── third-trimester ─────────────
    {
      slug: 'dolor-de-espalda-semana-32-es',
      title: 'Dolor de espalda en la semana 32',
      body:
        'Estoy de 32 semanas y desde hace unos días tengo un dolor en la zona baja de la espalda, sobre todo en el lado derecho, que a veces baja hacia la nalga. Por la noche me cuesta muchísimo darme la vuelta en la cama y, cuando me levanto del sofá, parezco una señora de noventa años.\n\n' +
        'Trabajo sentada delante del ordenador ocho horas y creo que eso no ayuda. Ya he pedido un cojín para la silla y duermo con una almohada entre las piernas.\n\n' +
        '¿Os pasó a vosotras? ¿Fuisteis al fisio? En el centro de salud me han dicho que es normal por el peso y la postura, pero no sé si hay ejercicios que se puedan hacer sin riesgo.',
      authorKey: 'es:cris-valencia',
      groupSlug: 'third-trimester',
      daysAgo: 5,
      comments: [
        {
          authorKey: 'es:sara-cadiz',
          body: 'Yo fui a una fisio especializada en embarazo a partir de la semana 30 y me cambió la vida. Me enseñó a levantarme de la cama de lado y unos estiramientos muy suaves.',
          hoursAfter: 4,
        },
        {
          authorKey: 'expert:tomas-pereira',
          body: 'Hola, Cris. El dolor lumbar y pélvico en el tercer trimestre es muy frecuente por los cambios de postura, el peso y la mayor laxitud de los ligamentos. Suele ayudar levantarse cada rato si trabajas sentada, girarte en la cama con las rodillas juntas y pedir que una fisioterapeuta con experiencia en embarazo valore tu caso, porque los ejercicios adecuados dependen de cada persona. Si el dolor es muy intenso o va acompañado de hormigueo en las piernas, fiebre o contracciones regulares, consulta sin esperar. Esto es información general, no un consejo médico: háblalo con tu matrona.',
          hoursAfter: 18,
        },
        {
          authorKey: 'es:nestwell-bot',
          body: 'Recordatorio de Nestwell: antes de empezar cualquier ejercicio nuevo durante el embarazo, coméntalo con tu matrona. Y si trabajas sentada, una alarma en el móvil para levantarte cada hora puede venirte bien.',
          hoursAfter: 20,
        },
        {
          authorKey: 'es:mama-primeriza-bcn',
          body: 'La almohada larga de embarazada fue de lo mejor que me compré. Ánimo con la recta final, que ya queda poco.',
          hoursAfter: 40,
        },
      ],
    },
    {
      slug: 'plan-de-parto-que-pusisteis-es',
      title: 'Plan de parto: ¿qué pusisteis vosotras?',
      body:
        'Estoy de 29 semanas y en la última visita la matrona me dio el documento del plan de parto del hospital para que lo vaya rellenando con calma. Me ha abrumado un poco: epidural sí o no, posturas, quién me acompaña, pinzamiento del cordón, piel con piel, lactancia...\n\n' +
        'Mi idea es no cerrarme a nada. Me gustaría moverme libremente al principio y decidir sobre la epidural en el momento, pero no sé si eso se puede poner así o queda raro. Tampoco sé si de verdad lo leen o se queda en el fondo de la carpeta.\n\n' +
        'Las que ya habéis dado a luz: ¿os sirvió el plan de parto? ¿Hay algo que no pusisteis y de lo que os arrepentís?',
      authorKey: 'es:cris-valencia',
      groupSlug: 'third-trimester',
      daysAgo: 28,
      comments: [
        {
          authorKey: 'es:mama-primeriza-bcn',
          body: 'Yo lo llevé impreso y la matrona de paritorio lo leyó delante de mí. Puse que quería piel con piel y que mi pareja cortara el cordón si todo iba bien, y lo respetaron. Lo de decidir la epidural en el momento se puede poner tal cual.',
          hoursAfter: 5,
        },
        {
          authorKey: 'expert:ines-carvalho',
          body: 'Hola, Cris. Plantear el plan de parto con flexibilidad es muy sensato: sirve para que el equipo conozca tus preferencias, no para fijar un guion cerrado, y puedes escribir exactamente eso, que prefieres decidir sobre la analgesia según cómo te encuentres. Es buena idea repasarlo con tu matrona antes del parto, llevar una copia en la bolsa y comentarlo con tu acompañante para que pueda recordarlo. Si surge alguna situación médica, el equipo te explicará las opciones y podréis decidir juntos. Esto es información general, no un consejo médico: resuelve tus dudas concretas con tu matrona.',
          hoursAfter: 16,
        },
        {
          authorKey: 'es:pablo-papa-novato',
          body: 'Desde el lado del acompañante: que tu pareja se lo lea también. A mí me tocó recordar un par de cosas cuando ella no estaba para hablar.',
          hoursAfter: 22,
        },
        {
          authorKey: 'es:equipo-carmen',
          body: 'Muy buena pregunta, Cris. En Tercer trimestre tenemos un hilo fijado donde varias personas del grupo han compartido cómo rellenaron su plan de parto y cómo fue después. Echa un vistazo cuando puedas.',
          hoursAfter: 30,
        },
      ],
    },
    {
      slug: 'bolsa-del-hospital-me-ha-tocado-a-mi-es',
      title: 'Bolsa del hospital: me ha tocado a mí (acepto correcciones)',
      body:
        'Mi pareja está de 36 semanas y hemos quedado en que la bolsa del hospital la preparo yo, porque ella ya no puede ni agacharse a atarse las zapatillas. Esta es mi lista hasta ahora:\n\n' +
        'Para ella: camisones que se abran por delante, bata, zapatillas, bragas desechables, compresas de posparto, sujetadores de lactancia, neceser, cargador del móvil con cable largo y algo para picar.\n\n' +
        'Para el bebé: cuatro bodis, cuatro pijamas, gorrito, calcetines, una mantita y la ropa de salida. La silla del coche ya está instalada.\n\n' +
        'Papeles: DNI, tarjeta sanitaria, la cartilla del embarazo y el plan de parto.\n\n' +
        '¿Se me olvida algo? ¿Sobra algo? Me han dicho que en el hospital dan pañales, pero no sé si fiarme.',
      authorKey: 'es:pablo-papa-novato',
      groupSlug: 'third-trimester',
      daysAgo: 98,
      comments: [
        {
          authorKey: 'es:mama-primeriza-bcn',
          body: 'Yo estoy de 37 semanas, una más que tu pareja, y la tengo casi igual. Yo he añadido una botella de agua con pajita, coleteros y unas chanclas para la ducha. ¡Buen trabajo!',
          hoursAfter: 3,
        },
        {
          authorKey: 'es:rocio-sevilla',
          body: 'Lo que más se repite en el grupo cuando alguien vuelve del hospital: ropa cómoda y algo de comer también para el acompañante, que las horas de espera son largas, y unas monedas o la tarjeta para la máquina del pasillo.',
          hoursAfter: 6,
        },
        {
          authorKey: 'es:nuria-f',
          body: 'Cuando nació mi hija, en el hospital daban pañales y toallitas, pero llevé un paquete pequeño por si acaso y lo agradecí. Un bolso aparte con lo del primer día te ahorra sacarlo todo.',
          hoursAfter: 20,
        },
        {
          authorKey: 'es:nestwell-bot',
          body: 'Consejo de Nestwell: confirma con tu hospital qué os proporcionan allí, porque cambia mucho de un sitio a otro. Y deja la bolsa cerca de la puerta a partir de ahora.',
          hoursAfter: 24,
        },
      ],
    },
    {
      slug: 'cogisteis-la-baja-antes-del-parto-es',
      title: '¿Cogisteis la baja antes del parto?',
      body:
        'Estoy de 35 semanas, trabajo de cara al público en una tienda y estoy reventada. Ocho horas de pie, los tobillos como botijos al final del día y una espalda que no me deja dormir.\n\n' +
        'Mi idea era trabajar hasta el final para tener más semanas con el bebé después, pero ya no sé si aguanto. He leído que se puede adelantar parte del permiso por nacimiento unas semanas antes del parto, pero que entonces se descuentan de después. También hay quien está de baja por incapacidad temporal si el médico lo considera necesario, pero no tengo claro cómo funciona.\n\n' +
        '¿Qué hicisteis vosotras? ¿Alguna se arrepiente de haber trabajado hasta el final o de haber parado antes?',
      authorKey: 'es:mama-primeriza-bcn',
      groupSlug: 'third-trimester',
      daysAgo: 112,
      comments: [
        {
          authorKey: 'es:noe-zaragoza',
          body: 'Yo estoy de 38 semanas y sigo trabajando, y no sé si volvería a hacerlo: llego a casa agotada. Si tu médica ve que necesitas parar, no te sientas culpable.',
          hoursAfter: 4,
        },
        {
          authorKey: 'es:rocio-sevilla',
          body: 'Pregunta para quienes ya habéis pasado por esto y trabajabais de pie o de cara al público: ¿cómo os organizasteis las últimas semanas, tanto si parasteis antes como si no? Seguro que vuestras respuestas ayudan a más de una.',
          hoursAfter: 10,
        },
        {
          authorKey: 'es:equipo-javier',
          body: 'Aquí podemos compartir experiencias, pero para los trámites del permiso lo más fiable es consultar la información oficial de la Seguridad Social o preguntar a recursos humanos. Y cuídate, que 35 semanas de pie no son ninguna broma.',
          hoursAfter: 26,
        },
      ],
    },

    // ───────────── pregnancy-after-loss ─────────────
    {
      slug: 'miedo-cada-vez-que-voy-al-bano-es',
      title: 'Miedo cada vez que voy al baño',
      body:
        'Estoy de 10 semanas después de un aborto espontáneo en la semana 9 el año pasado. Todo va bien: la ecografía de la semana 7 salió perfecta y el latido se veía clarísimo. Y aun así, cada vez que voy al baño miro el papel con el corazón en la boca.\n\n' +
        'No disfruto nada. Sé que debería estar contenta, pero vivo pensando que en cualquier momento va a volver a pasar. No se lo he dicho casi a nadie porque la otra vez tuve que ir desdiciéndome uno por uno y fue horrible.\n\n' +
        '¿Cómo lo lleváis las que estáis en un embarazo después de una pérdida? ¿Se pasa este miedo en algún momento o hay que aprender a vivir con él?',
      authorKey: null,
      groupSlug: 'pregnancy-after-loss',
      daysAgo: 12,
      comments: [
        {
          authorKey: 'es:bea-gijon',
          body: 'Estoy de 17 semanas después de dos pérdidas y te entiendo perfectamente. A mí el miedo no se me ha ido del todo, pero desde que noto al bebé moverse estoy algo más tranquila. Ve semana a semana: cada día que pasa cuenta.',
          hoursAfter: 2,
        },
        {
          authorKey: 'expert:dr-sofia-lindqvist',
          body: 'Hola. Lo que describes es muy común en los embarazos después de una pérdida: la alegría y el miedo conviven, y la mente se mantiene en alerta para protegerse. No significa que estés haciendo nada mal ni que quieras menos a este bebé. A muchas personas les ayuda poner nombre a ese miedo, hablarlo con alguien de confianza y buscar pequeñas rutinas que les den calma entre cita y cita. Si la ansiedad te impide dormir, trabajar o disfrutar de casi nada, coméntalo: existen apoyos psicológicos específicos para esta etapa. Esto es información general, no un consejo médico ni psicológico personalizado; habla con tu matrona o tu médico.',
          hoursAfter: 10,
        },
        {
          authorKey: 'es:cris-valencia',
          body: 'En mi caso el miedo fue cambiando de forma, pero fue bajando con las semanas. Escribir aquí me ayudó muchísimo. Un abrazo fuerte.',
          hoursAfter: 14,
        },
        {
          authorKey: 'es:nestwell-bot',
          body: 'Recuerda que este grupo es privado: solo sus miembros pueden leer lo que compartes. Si en algún momento necesitas hablar con alguien, en tu centro de salud también pueden ofrecerte apoyo.',
          hoursAfter: 20,
        },
      ],
    },
    {
      slug: 'semana-ocho-despues-de-dos-perdidas-es',
      title: 'Semana 8 después de dos pérdidas: hoy hemos visto el latido',
      body:
        'Necesitaba contarlo en algún sitio donde se entienda por qué estoy llorando por algo bueno.\n\n' +
        'Después de dos pérdidas tempranas y un año de pruebas, hoy en la ecografía de control hemos visto el latido. Nunca habíamos llegado hasta aquí. La ginecóloga nos ha dicho que todo se ve como tiene que verse para las semanas que tengo y que la próxima cita es dentro de tres semanas.\n\n' +
        'Y ahora viene la parte rara: en lugar de estar feliz, estoy aterrada. Tres semanas se me hacen un mundo. Mi pareja ya está mirando cunas y yo le he pedido, por favor, que no compre nada todavía.\n\n' +
        'Gracias a todas las que escribís aquí. Os he leído durante muchos meses sin decir nada.',
      authorKey: null,
      groupSlug: 'pregnancy-after-loss',
      daysAgo: 36,
      comments: [
        {
          authorKey: 'es:bea-gijon',
          body: 'Qué alegría tan grande, y qué normal ese miedo. Yo también lloré de felicidad y de pánico a la vez. Tres semanas son largas, pero aquí estaremos para hacerlas más cortas.',
          hoursAfter: 3,
        },
        {
          authorKey: 'es:irene-b',
          body: 'Me alegro muchísimo. Estoy en pleno tratamiento y leer historias como la tuya me da fuerzas para seguir.',
          hoursAfter: 5,
        },
        {
          authorKey: 'es:equipo-carmen',
          body: 'Qué bonito leer esto. Gracias por dar el paso de escribir después de tanto tiempo leyendo. Aquí puedes contar tanto la alegría como el miedo, que las dos cosas caben.',
          hoursAfter: 8,
        },
        {
          authorKey: 'es:cris-valencia',
          body: 'Lo de no comprar nada todavía lo hicimos igual nosotros. Cada cosa a su tiempo, y eso está bien.',
          hoursAfter: 20,
        },
      ],
    },
    {
      slug: 'como-contarlo-a-la-familia-esta-vez-es',
      title: '¿Cuándo contarlo a la familia esta vez?',
      body:
        'Estoy de 8 semanas y media. Las dos veces anteriores se lo contamos a toda la familia en cuanto nos enteramos, y las dos veces tuvimos que llamar después para decir que ya no había embarazo. Fue casi peor que la pérdida en sí: las caras de pena, las preguntas, los consejos que nadie había pedido.\n\n' +
        'Esta vez no quiero que pase igual, pero mi madre me conoce demasiado y ya me ha preguntado dos veces por qué no bebo vino en las comidas. Me siento mal ocultándoselo y, a la vez, no me veo con fuerzas para contarlo.\n\n' +
        '¿Cuándo lo contasteis vosotras en vuestro embarazo después de una pérdida? ¿Se lo dijisteis solo a unas pocas personas?',
      authorKey: 'es:bea-gijon',
      groupSlug: 'pregnancy-after-loss',
      daysAgo: 70,
      comments: [
        {
          authorKey: 'es:cris-valencia',
          body: 'Nosotros se lo dijimos solo a mis padres y a mi mejor amiga, y al resto después de la ecografía de las 12 semanas. Tener a alguien que lo sabía me ayudó a no sentirme tan sola.',
          hoursAfter: 6,
        },
        {
          authorKey: 'es:nuria-f',
          body: 'En el embarazo de mi hija, después de nuestra pérdida, a mi madre se lo dije pronto, precisamente para tener apoyo si pasaba algo. Cada una tiene que hacer lo que le dé paz.',
          hoursAfter: 10,
        },
        {
          authorKey: 'es:equipo-javier',
          body: 'Bea, no hay una forma correcta de hacerlo. Algunas personas del grupo lo comparten solo con quien sabe que les apoyaría en cualquier caso y otras prefieren esperar. Lo que decidas estará bien.',
          hoursAfter: 15,
        },
      ],
    },
    {
      slug: 'ecografias-extra-despues-de-una-perdida-es',
      title: '¿Os han hecho ecografías extra por el historial?',
      body:
        'Estoy de 16 semanas. El año pasado tuve una pérdida en la semana 10 y este embarazo, de momento, va bien. En el centro de salud me llevan la matrona y la médica de cabecera, y en el hospital tengo las ecografías normales del protocolo.\n\n' +
        'Una amiga de otra comunidad me cuenta que a ella, por tener una pérdida previa, le hicieron ecografías más a menudo al principio. A mí nadie me ha ofrecido nada extra y no sé si es que aquí no se hace o que no lo he pedido.\n\n' +
        'No quiero ser pesada ni hacerme pruebas de más, pero sí me daría tranquilidad. ¿Os pasó algo parecido? ¿Lo pedisteis vosotras?',
      authorKey: 'es:cris-valencia',
      groupSlug: 'pregnancy-after-loss',
      daysAgo: 118,
      comments: [
        {
          authorKey: 'es:bea-gijon',
          body: 'Yo lo pregunté directamente a mi matrona y me explicó qué controles tocaban en mi caso. Solo eso ya me quitó mucha ansiedad, aunque al final no me hicieran nada distinto.',
          hoursAfter: 9,
        },
        {
          authorKey: 'es:equipo-carmen',
          body: 'Hola, Cris. Los protocolos cambian según la comunidad y el hospital, así que lo mejor es contarle a tu matrona cómo te sientes y preguntarle si en tu caso tiene sentido algún control adicional. Preguntar no es ser pesada.',
          hoursAfter: 24,
        },
      ],
    },

    // ───────────── newborn-days ─────────────
    {
      slug: 'recien-nacido-solo-duerme-en-brazos-es',
      title: 'Mi recién nacido solo duerme en brazos',
      body:
        'Nuestro hijo tiene diez días y ha descubierto el truco definitivo: dormirse profundamente en brazos y despertarse en cuanto nota el colchón de la cuna. Da igual que esperemos veinte minutos, que lo dejemos despacito o que calentemos la sábana con la mano. Se despierta y llora.\n\n' +
        'Mi pareja y yo nos turnamos por la noche, pero ella además le da el pecho y está agotada. Yo me paso las madrugadas en el sofá con él encima, viendo documentales en el móvil sin volumen.\n\n' +
        'La matrona nos dijo que es normal a esta edad, pero también nos explicó lo de dormir boca arriba y en una superficie firme, y me da miedo quedarme dormido con él en el sofá. ¿Algún truco? ¿Cuándo mejora esto?',
      authorKey: 'es:pablo-papa-novato',
      groupSlug: 'newborn-days',
      daysAgo: 61,
      comments: [
        {
          authorKey: 'es:nestwell-bot',
          body: '¡Te damos la bienvenida a Recién nacidos, Pablo! Te recordamos las pautas de sueño seguro: boca arriba, sobre una superficie firme y plana, sin cojines ni mantas sueltas. Si notas que te vence el sueño con el bebé en brazos, déjalo en su cuna.',
          hoursAfter: 1,
        },
        {
          authorKey: 'es:mama-primeriza-bcn',
          body: 'La mía igual. Lo que a veces nos funciona es dejarla en la cuna cuando ya lleva un rato en sueño profundo, cuando los brazos le cuelgan como a un muñeco de trapo. No siempre sale, pero algo ayuda.',
          hoursAfter: 4,
        },
        {
          authorKey: 'expert:dr-rafael-ortega',
          body: 'Hola, Pablo. Que un recién nacido quiera estar en brazos y se despierte al dejarlo es muy habitual en las primeras semanas: viene de un entorno cálido, con movimiento y contacto constante, y suele mejorar poco a poco a medida que madura. Lo más importante es lo que ya os dijo la matrona: que duerma boca arriba, en su cuna, sobre una superficie firme y sin objetos. El sofá es de los sitios menos seguros para quedarse dormido con un bebé encima, así que, si te vence el sueño, déjalo en la cuna aunque proteste y turnaos. Esto es información general, no un consejo médico: consulta vuestras dudas con la pediatra o la matrona.',
          hoursAfter: 12,
        },
        {
          authorKey: 'es:noe-zaragoza',
          body: 'Organizaos en turnos largos: si tu pareja duerme cuatro horas seguidas mientras tú te encargas, se nota muchísimo. El nuestro tiene cinco semanas y justo ahora empieza a aguantar un poco más en la cuna.',
          hoursAfter: 20,
        },
      ],
    },
    {
      slug: 'revision-de-los-dos-meses-y-vacunas-es',
      title: 'Revisión de los dos meses y primeras vacunas: ¿cómo os fue?',
      body:
        'La semana que viene tenemos la revisión de los dos meses en el centro de salud y, con ella, las primeras vacunas. Me han dicho que le ponen varias el mismo día y ya estoy sufriendo antes de tiempo.\n\n' +
        'La enfermera de pediatría es un encanto y la pediatra también, pero yo soy de las que lloran cuando lloran los demás, así que me veo saliendo de la consulta peor que la niña.\n\n' +
        '¿Cómo fue en vuestro caso? ¿Le disteis el pecho durante o justo después? ¿Estuvo rara el resto del día? Mi pareja no puede pedirse el día libre, así que iré sola con el carro y una bolsa de pañales del tamaño de una maleta.',
      authorKey: 'es:mama-primeriza-bcn',
      groupSlug: 'newborn-days',
      daysAgo: 19,
      comments: [
        {
          authorKey: 'es:pablo-papa-novato',
          body: 'Nosotros la tenemos dentro de dos semanas, así que me quedo leyendo. Lo de la bolsa del tamaño de una maleta me ha hecho reír porque es literal.',
          hoursAfter: 5,
        },
        {
          authorKey: 'es:noe-zaragoza',
          body: 'Le di el pecho justo después y se calmó enseguida. Esa tarde estuvo más dormilón y un poco quejica, nada más. Tú puedes, y si lloras no pasa nada.',
          hoursAfter: 8,
        },
        {
          authorKey: 'es:marta-g',
          body: 'La enfermera me dejó tenerlo en brazos todo el rato y eso ayudó mucho. Pregunta allí mismo qué hacer si después lo ves molesto, que te lo explican muy bien.',
          hoursAfter: 12,
        },
        {
          authorKey: 'es:nestwell-bot',
          body: 'Recordatorio de Nestwell: puedes guardar las fechas de vacunas y revisiones en el calendario de la app para que no se te pase ninguna. Las dudas sobre el calendario vacunal, consúltalas con el equipo de pediatría de tu centro de salud.',
          hoursAfter: 24,
        },
      ],
    },
    {
      slug: 'hipo-estornudos-y-ruiditos-es',
      title: 'Hipo, estornudos y ruiditos: ¿todo esto es normal?',
      body:
        'Mi hija tiene un mes y me tiene en vela, pero no por llorar, sino por los ruidos. Gruñe, resopla, hace como si se atragantara dormida, estornuda cinco veces seguidas y le da hipo después de casi cada toma.\n\n' +
        'La primera semana me levantaba cada dos por tres a comprobar que respiraba. Ahora ya me he acostumbrado un poco, pero sigo sin saber qué es normal y qué no. En la revisión me dijeron que los bebés son muy ruidosos y que tienen la nariz muy pequeñita, y yo asentí, pero luego en casa, a las tres de la mañana, se me olvida todo.\n\n' +
        '¿Vuestros bebés también parecían un tractor por la noche?',
      authorKey: 'es:mama-primeriza-bcn',
      groupSlug: 'newborn-days',
      daysAgo: 44,
      comments: [
        {
          authorKey: 'es:noe-zaragoza',
          body: '¡Un tractor es poco! El mío suena como un cerdito, y con ocho semanas sigue con sus ruiditos, aunque menos que al principio. Yo duermo mejor desde que dejé de mirar la cuna cada cinco minutos.',
          hoursAfter: 2,
        },
        {
          authorKey: 'es:sara-cadiz',
          body: 'Me apunto todo esto para dentro de unas semanas, que salgo de cuentas pronto. Gracias por contarlo con tanta gracia.',
          hoursAfter: 6,
        },
        {
          authorKey: 'es:equipo-carmen',
          body: 'Es de las dudas más frecuentes del grupo. Como referencia general: si ves que le cuesta respirar, se le hunde el pecho al respirar, cambia de color o tiene fiebre, no esperes y llama al centro de salud o acude a urgencias. Para todo lo demás, coméntalo en la próxima revisión.',
          hoursAfter: 10,
        },
        {
          authorKey: 'es:marta-g',
          body: 'El hipo del mío después de las tomas era eterno y a él le daba igual: seguía durmiendo tan pancho. Lo pasaba peor yo.',
          hoursAfter: 15,
        },
      ],
    },
    {
      slug: 'cada-cuanto-banais-al-bebe-es',
      title: '¿Cada cuánto bañáis al bebé?',
      body:
        'Pregunta de madre novata: ¿cada cuánto bañáis al bebé? En el hospital nos dijeron que no hacía falta bañarlo todos los días, pero mi suegra insiste en que el baño antes de dormir es sagrado y que así duerme mejor.\n\n' +
        'Mi hijo tiene dos semanas, se le cayó el cordón hace cuatro días y el primer baño fue un drama: él llorando, yo sudando y mi pareja sujetando el móvil para ver un vídeo de cómo se hacía. Tiene la piel un poco seca en los tobillos y no sé si bañarlo a diario lo empeoraría.\n\n' +
        '¿Cómo lo hacéis vosotras? ¿Baño diario, cada dos o tres días, lo que os pida el cuerpo?',
      authorKey: 'es:noe-zaragoza',
      groupSlug: 'newborn-days',
      daysAgo: 85,
      comments: [
        {
          authorKey: 'es:marta-g',
          body: 'Nosotros cada dos o tres días y, entre medias, un lavado rápido con esponja. Lo de la piel seca coméntalo con la pediatra en la próxima revisión. Y tranquila: el quinto baño ya sale solo.',
          hoursAfter: 7,
        },
      ],
    },

    // ───────────── breastfeeding-support ─────────────
    {
      slug: 'agarre-doloroso-la-primera-semana-es',
      title: 'Agarre doloroso la primera semana: ¿aguanto o pido ayuda?',
      body:
        'Mi bebé tiene ocho días y el pecho me está matando. El derecho más que el izquierdo: cuando se engancha veo las estrellas durante el primer minuto y luego se me pasa un poco, pero tengo el pezón agrietado y ya me da miedo cada toma.\n\n' +
        'En el hospital una matrona me ayudó a colocarla y parecía que iba bien, pero en casa no me sale igual. Le veo los labios un poco metidos hacia dentro y a veces hace un ruidito como de chasquido mientras mama.\n\n' +
        'Todo el mundo me dice que al principio duele y que es normal, pero no sé hasta qué punto. ¿Pido cita en el centro de salud o es pronto? ¿Los grupos de lactancia de la zona sirven de algo?',
      authorKey: 'es:sara-cadiz',
      groupSlug: 'breastfeeding-support',
      daysAgo: 6,
      comments: [
        {
          authorKey: 'es:nestwell-bot',
          body: '¡Te damos la bienvenida a Apoyo a la lactancia! Aquí cabe cualquier forma de alimentar a tu bebé. Recuerda que la matrona de tu centro de salud puede ayudarte con el agarre desde los primeros días.',
          hoursAfter: 1,
        },
        {
          authorKey: 'es:marta-g',
          body: 'Pide ayuda ya, no esperes. Yo aguanté tres semanas pensando que era lo normal y luego resultó que el agarre no era bueno. En el grupo de lactancia de mi barrio me ayudaron muchísimo, y es gratis.',
          hoursAfter: 3,
        },
        {
          authorKey: 'expert:laura-bennett',
          body: 'Hola. Algo de sensibilidad en los primeros días puede ser habitual, pero un dolor que dura toda la toma, las grietas o ese chasquido que describes suelen ser señales de que merece la pena revisar la postura y el agarre con alguien que te vea dar el pecho. No es pronto en absoluto: la matrona de tu centro de salud o un grupo de apoyo a la lactancia pueden observar una toma y ayudaros a las dos. Si además aparece fiebre, una zona roja y dolorosa en el pecho o malestar general, consulta sin demora. Esto es información general, no un consejo médico: pide cita con tu matrona.',
          hoursAfter: 10,
        },
        {
          authorKey: 'es:noe-zaragoza',
          body: 'La matrona de mi centro de salud me vio la misma semana que llamé. Mucho ánimo, que la primera semana es la más dura.',
          hoursAfter: 20,
        },
        {
          authorKey: 'es:sara-cadiz',
          body: 'Gracias a todas. Fui a la matrona y al grupo de lactancia y me corrigieron la postura. Sigue doliendo algo, pero ya no veo las estrellas.',
          hoursAfter: 48,
        },
      ],
    },
    {
      slug: 'extractor-y-vuelta-al-trabajo-es',
      title: 'Extractor y vuelta al trabajo: ¿cómo os organizasteis?',
      body:
        'Se me acaba la baja el mes que viene y quiero seguir con la lactancia. Mi hijo tiene casi tres meses, toma pecho exclusivo y de momento no ha probado nada más.\n\n' +
        'He comprado un extractor, pero me saco cantidades ridículas y me agobio. También tengo dudas prácticas: en la oficina no hay sala de lactancia, así que no sé dónde me voy a sacar la leche, y no sé si pedir la hora de lactancia o acumularla en días. Mi pareja se quedará con él unas semanas y luego empieza la escuela infantil.\n\n' +
        '¿Cuándo empezasteis a haceros un banco de leche? ¿Cuántas veces os sacabais en el trabajo? ¿Qué tal aceptó el bebé el biberón?',
      authorKey: 'es:marta-g',
      groupSlug: 'breastfeeding-support',
      daysAgo: 31,
      comments: [
        {
          authorKey: 'es:mama-primeriza-bcn',
          body: 'Yo vuelvo en unos meses y ya tengo el mismo agobio. Me tranquiliza leer lo de las cantidades pequeñas, porque a mí también me pasa.',
          hoursAfter: 6,
        },
        {
          authorKey: 'es:nuria-f',
          body: 'Con mi primera empecé a guardar leche dos o tres semanas antes de volver, una vez al día después de la primera toma de la mañana. Al principio salía poquísimo y luego más. Y el biberón, mejor que se lo dé otra persona.',
          hoursAfter: 9,
        },
        {
          authorKey: 'es:equipo-carmen',
          body: 'Hola, Marta. Lo de la hora de lactancia y su acumulación depende de tu convenio y de tu empresa, así que pregúntalo en recursos humanos o consulta la información oficial de la Seguridad Social. Sobre el extractor, en el grupo hay un hilo fijado con experiencias de vuelta al trabajo.',
          hoursAfter: 14,
        },
      ],
    },
    {
      slug: 'lactancia-mixta-y-la-culpa-es',
      title: 'Lactancia mixta y la culpa',
      body:
        'Necesito leer que no soy la única. Mi hijo tiene seis semanas y desde hace dos le damos lactancia mixta: pecho y un par de biberones de fórmula al día, por indicación de la pediatra, porque no cogía el peso que tenía que coger.\n\n' +
        'Ha empezado a ganar peso y está más tranquilo, y eso debería bastarme. Pero cada vez que preparo un biberón me siento como si hubiera fracasado. En redes todo el mundo parece tener leche para alimentar a trillizos y yo aquí, contando mililitros.\n\n' +
        'Mi pareja me dice que lo importante es que el niño está bien, y tiene razón, pero la cabeza va por libre. ¿Alguna más con lactancia mixta? ¿Cómo os quitasteis la culpa de encima?',
      authorKey: 'es:marta-g',
      groupSlug: 'breastfeeding-support',
      daysAgo: 74,
      comments: [
        {
          authorKey: 'es:noe-zaragoza',
          body: 'Yo también doy lactancia mixta y lo he llorado mucho. Lo que me ayudó fue pensar que no es pecho o biberón, sino pecho y biberón, y que mi hijo come. Eres una madre estupenda.',
          hoursAfter: 4,
        },
        {
          authorKey: 'es:rocio-sevilla',
          body: 'Lo de las redes nos lo contáis muchísimas en este grupo, y hace mucho daño. Tu hijo está ganando peso y está tranquilo: eso no es un fracaso, es un éxito.',
          hoursAfter: 8,
        },
        {
          authorKey: 'es:equipo-javier',
          body: 'Marta, gracias por ponerle palabras a algo que sienten muchísimas personas del grupo. Si la culpa o la tristeza no se van, recuerda que también puedes comentarlo con tu matrona o pasarte por Bienestar en el posparto.',
          hoursAfter: 12,
        },
        {
          authorKey: 'expert:dr-sofia-lindqvist',
          hoursAfter: 18,
          body: 'La culpa al pasar a la lactancia mixta o al biberón es algo que describen muchas madres, a menudo precisamente porque les importaba mucho. Alimentar a tu bebé de la forma que funciona para tu familia, con la orientación de tu matrona o tu pediatra, es cuidarlo bien. Si la culpa o la tristeza se mantienen casi todos los días durante más de un par de semanas, o te quitan el sueño, el apetito o las ganas de todo, coméntalo con tu matrona o tu médico de familia: también hay apoyo para esto. Esto es información general y no un consejo médico.',
        },
      ],
    },
    {
      slug: 'tomas-nocturnas-sin-fin-es',
      title: 'Tomas cada hora y media por la noche: ¿cuándo se espacian?',
      body:
        'Escribo esto a las cuatro de la mañana con el bebé enganchado al pecho, así que perdón por las faltas.\n\n' +
        'Tiene una semana y quiere mamar cada hora y media por la noche. Entre que se engancha, mama, lo cambio, lo hago eructar y vuelve a dormirse, me quedan unos cuarenta minutos antes de que empiece otra vez. No recuerdo la última vez que dormí más de dos horas seguidas.\n\n' +
        'De día está mucho más tranquilo, y eso es lo que me desespera. ¿Es normal que se vuelvan locos por la noche? ¿Cuándo empieza a espaciarse esto? No me quejo, solo necesito saber que hay luz al final del túnel.',
      authorKey: 'es:marta-g',
      groupSlug: 'breastfeeding-support',
      daysAgo: 108,
      comments: [
        {
          authorKey: 'es:nestwell-bot',
          body: 'Hola, Marta. ¡Te damos la bienvenida a Apoyo a la lactancia! A estas horas también hay gente despierta en el grupo, así que no estás sola. Si tienes dudas sobre las tomas o el peso de tu bebé, tu matrona o el equipo de pediatría pueden ayudarte.',
          hoursAfter: 2,
        },
        {
          authorKey: 'es:nuria-f',
          body: 'Con mi hija era exactamente igual: de noche, fiesta. A las pocas semanas empezó a espaciar un poco. Duerme cuando duerma el bebé, aunque sea de día, y deja que otros se encarguen de la casa.',
          hoursAfter: 6,
        },
        {
          authorKey: 'es:equipo-carmen',
          body: 'Hay luz, te lo prometemos. En el grupo tenemos un hilo nocturno fijado donde se escribe justo a estas horas: pásate cuando quieras, aunque sea para desahogarte.',
          hoursAfter: 10,
        },
      ],
    },

    // ───────────── postpartum-wellbeing ─────────────
    {
      slug: 'tristeza-posparto-o-algo-mas-es',
      title: '¿Tristeza posparto o algo más?',
      body:
        'Lo pongo anónimo porque me da vergüenza incluso escribirlo.\n\n' +
        'Mi hija tiene siete semanas. Los primeros días lloraba por todo y la matrona me dijo que era normal, que era la tristeza posparto y que se pasaría en un par de semanas. Pero no se ha pasado. Sigo llorando casi todos los días, me cuesta disfrutar de ella y a veces me siento como si estuviera mirando mi vida desde fuera.\n\n' +
        'La cuido bien: come, crece, la pediatra está contenta. Pero yo no soy yo. Mi pareja me pregunta qué me pasa y no sé qué contestarle. Tengo miedo de que, si lo digo en voz alta, piensen que soy mala madre.\n\n' +
        '¿A alguien más le ha pasado? ¿A quién se lo contasteis primero?',
      authorKey: null,
      groupSlug: 'postpartum-wellbeing',
      daysAgo: 4,
      comments: [
        {
          authorKey: 'es:equipo-carmen',
          body: 'Gracias por escribir, de verdad. Lo que cuentas le pasa a muchas más personas de las que imaginas y no te convierte en mala madre. Te animamos a contárselo a tu matrona o a tu médica de cabecera esta misma semana. Si en algún momento piensas en hacerte daño, llama al 112 o acude a urgencias.',
          hoursAfter: 1,
        },
        {
          authorKey: 'es:noe-zaragoza',
          body: 'Me pasó algo muy parecido. Se lo conté a mi matrona llorando en la revisión y me derivaron a la psicóloga. No fue de un día para otro, pero hoy estoy muchísimo mejor. Díselo a alguien, por favor.',
          hoursAfter: 5,
        },
        {
          authorKey: 'expert:dr-sofia-lindqvist',
          body: 'Hola. Gracias por contarlo con tanta honestidad. La tristeza de los primeros días suele mejorar en un par de semanas; cuando el bajón, el llanto frecuente o esa sensación de desconexión se mantienen más tiempo, es importante que lo valore un profesional, porque puede tratarse de una depresión posparto, que es frecuente y tiene tratamiento. Pedir ayuda no dice nada malo de ti como madre: al contrario, es una forma de cuidar de tu hija y de ti. Contárselo a tu pareja y a tu matrona o médica de cabecera puede ser un primer paso. Esto es información general, no un consejo médico ni un diagnóstico; habla cuanto antes con tu matrona o tu médico.',
          hoursAfter: 12,
        },
        {
          authorKey: 'es:nestwell-bot',
          body: 'Recordatorio de Nestwell: si necesitas ayuda urgente, llama al 112. En España también puedes llamar al 024, la línea de atención a la conducta suicida, gratuita y disponible las 24 horas.',
          hoursAfter: 14,
        },
        {
          authorKey: 'es:pablo-papa-novato',
          body: 'Desde el lado de la pareja: si te pregunta qué te pasa, es porque quiere ayudarte. Yo agradecería muchísimo que me lo contaran, aunque fuera a medias y sin saber explicarlo bien.',
          hoursAfter: 30,
        },
      ],
    },
    {
      slug: 'escapes-al-toser-a-los-tres-meses-es',
      title: 'Escapes al toser a los casi tres meses',
      body:
        'Tema que me da un poco de apuro, pero aquí va. Mi hijo tiene casi tres meses, fue parto vaginal con un desgarro pequeño y sigo teniendo escapes de orina cuando toso, estornudo o levanto el carro para subirlo al autobús.\n\n' +
        'En la revisión de la cuarentena la matrona me dijo que hiciera ejercicios de Kegel y me dio un folleto. Los hago cuando me acuerdo, que es poco, y tampoco estoy segura de hacerlos bien. Mi madre dice que eso es lo normal después de tener hijos y que a ella le pasa desde hace treinta años, cosa que no me consuela nada.\n\n' +
        '¿Fuisteis a fisioterapia de suelo pélvico? ¿Por la seguridad social o por privado? ¿Se nota de verdad?',
      authorKey: 'es:noe-zaragoza',
      groupSlug: 'postpartum-wellbeing',
      daysAgo: 20,
      comments: [
        {
          authorKey: 'es:marta-g',
          body: 'Fui a una fisio de suelo pélvico por privado porque en mi zona la lista de espera era larga, y se notó muchísimo. Lo primero que me dijo es que los Kegel los estaba haciendo mal, así que imagínate.',
          hoursAfter: 3,
        },
        {
          authorKey: 'expert:tomas-pereira',
          body: 'Hola, Noe. Los escapes de orina después del parto son frecuentes, pero no son algo con lo que tengas que aprender a vivir: en muchos casos mejoran claramente con un trabajo de suelo pélvico bien orientado. Hacer bien los ejercicios no es tan intuitivo como parece, por eso es útil que una fisioterapeuta especializada valore tu caso y te enseñe a activar la musculatura correctamente. Puedes pedir a tu matrona o a tu médica de cabecera información sobre la derivación en tu zona. Esto es información general, no un consejo médico: coméntalo con tu matrona o tu médico.',
          hoursAfter: 12,
        },
        {
          authorKey: 'es:mama-primeriza-bcn',
          body: 'Pide a tu médica de cabecera que te derive, que en algunos hospitales hay unidad de suelo pélvico. Y no normalices lo que dice tu madre, jaja.',
          hoursAfter: 20,
        },
      ],
    },
    {
      slug: 'volver-a-correr-despues-del-parto-es',
      title: 'Volver a correr después del parto: ¿cuándo lo hicisteis?',
      body:
        'Antes del embarazo corría tres o cuatro días por semana y lo echo muchísimo de menos. Era mi rato para despejarme. Mi hijo tiene ocho semanas y en la revisión de la cuarentena me dijeron que podía ir retomando la actividad poco a poco, pero nadie me explicó qué significa exactamente poco a poco.\n\n' +
        'De momento salgo a caminar a paso ligero con el carro casi todos los días. El otro día probé a trotar cinco minutos y noté una sensación de peso ahí abajo que no me gustó nada, así que paré.\n\n' +
        '¿Cuándo volvisteis a correr? ¿Os valoró alguien el suelo pélvico antes? No quiero hacer el burro y arrepentirme luego.',
      authorKey: 'es:noe-zaragoza',
      groupSlug: 'postpartum-wellbeing',
      daysAgo: 40,
      comments: [],
    },
    {
      slug: 'la-pareja-despues-del-bebe-es',
      title: 'La pareja después del bebé (visto desde el otro lado)',
      body:
        'Escribo aquí porque mi pareja me ha dicho que este grupo le está ayudando y creo que a mí también me vendría bien leer otras experiencias.\n\n' +
        'Nuestro hijo tiene dos meses y medio. Le queremos con locura, pero nosotros dos estamos en modo compañeros de piso: turnos, pañales, quién ha dormido menos, quién ha hecho más. Hablamos casi solo de logística. Ayer nos dimos cuenta de que llevábamos semanas sin sentarnos juntos a cenar sin el móvil en la mano.\n\n' +
        'Yo he vuelto al trabajo y me guardo el resto del permiso para más adelante, así que a veces llego a casa y ella me pasa el relevo como en una carrera. Lo entiendo perfectamente, pero también echo de menos a mi pareja.\n\n' +
        '¿Cómo lo habéis hecho otras parejas para volver a encontraros?',
      authorKey: 'es:pablo-papa-novato',
      groupSlug: 'postpartum-wellbeing',
      daysAgo: 2,
      comments: [
        {
          authorKey: 'es:mama-primeriza-bcn',
          body: 'Nos pasa igual. Hemos empezado a darnos diez minutos cada noche, cuando se duerme la niña, sin hablar de la niña. Parece poco, pero ayuda.',
          hoursAfter: 3,
        },
        {
          authorKey: 'es:noe-zaragoza',
          body: 'A nosotros nos ayudó repartir las noches por escrito, aunque suene frío. Así dejamos de discutir por quién había hecho más y nos quedó energía para otras cosas.',
          hoursAfter: 6,
        },
        {
          authorKey: 'es:equipo-javier',
          body: 'Pablo, gracias por traer la mirada de la pareja, que se echa de menos en el grupo. Hablarlo entre vosotros, como ya estáis haciendo, es un primer paso enorme.',
          hoursAfter: 10,
        },
      ],
    },
  ],
}
