// Spanish (es-ES) week-by-week pregnancy pages, written originally in Spanish of Spain.
// Weeks are counted from the first day of the last period, as in clinical practice.
import type { SeedWeeksContent } from './weeks-types.ts'

/** Joins paragraphs with a blank line, as the page format expects. */
const paras = (...paragraphs: string[]): string => paragraphs.join('\n\n')

export const weeksEs: SeedWeeksContent = {
  locale: 'es',
  weeks: [
    // ───────────── Primer trimestre ─────────────
    {
      week: 1,
      title: 'Semana 1: el embarazo se cuenta desde tu última regla',
      summary:
        'En la semana 1 todavía no hay embarazo: empieza tu regla y, con ella, la cuenta oficial de las 40 semanas. Te explicamos por qué se hace así.',
      babySize:
        'Todavía no hay bebé: el óvulo que podría fecundarse este ciclo aún está madurando dentro de tu ovario.',
      baby: paras(
        'Puede sorprender, pero en la semana 1 no hay embrión ni embarazo. Los profesionales cuentan la gestación desde el primer día de tu última regla porque es una fecha que casi todo el mundo conoce, mientras que el momento exacto de la concepción rara vez se sabe. Por eso, cuando te digan que estás de ocho semanas, el embrión en realidad llevará unas seis formándose.',
        'Mientras tanto, en tus ovarios varios folículos empiezan a crecer bajo el impulso de la hormona FSH. Normalmente, solo uno de ellos llegará a madurar del todo y liberará un óvulo dentro de unos días. Sumando 280 días a la fecha de inicio de tu regla se calcula la fecha probable de parto, que es una estimación y no una cita fija.',
      ),
      body: paras(
        'Esta semana tienes la regla: el endometrio, la capa que recubre el útero por dentro, se desprende y tu cuerpo empieza a preparar uno nuevo. Puedes notar lo de cada mes, desde dolor abdominal leve hasta cansancio o cambios de humor.',
        'Si estás buscando embarazo, es un buen momento para revisar hábitos: dejar el tabaco y el alcohol, comprobar que tienes las vacunas al día (como la de la rubeola) y comentar con tu médico cualquier medicación que tomes de forma habitual. Apuntar la fecha de inicio de cada regla, en la app o en un calendario, te será muy útil más adelante.',
      ),
      tip: 'Si buscas embarazo, empieza a tomar ácido fólico (400 microgramos al día) al menos un mes antes de concebir y sigue durante el primer trimestre: reduce el riesgo de defectos del tubo neural. Pregunta también en tu centro de salud si te conviene un suplemento de yodo.',
      callProfessional:
        'Si tus reglas son muy abundantes (empapas una compresa cada hora), muy dolorosas o muy irregulares, coméntalo con tu médico de cabecera o tu ginecóloga antes de buscar embarazo. Ante un dolor abdominal muy intenso o un sangrado con mareo, llama a tu médico; en una urgencia, al 112.',
      reviewerSlug: 'dr-amara-osei',
      reviewedOn: '2026-09-14',
    },
    {
      week: 2,
      title: 'Semana 2: la ovulación y tus días fértiles',
      summary:
        'Tu cuerpo se prepara para ovular. Conoce las señales de los días fértiles y por qué la concepción, si llega, está a la vuelta de la esquina.',
      babySize:
        'Aún no hay nada que medir: un óvulo maduro, de apenas 0,1 mm, está a punto de salir del ovario.',
      baby: paras(
        'Al final de esta semana, o al principio de la siguiente si tu ciclo dura unos 28 días, el folículo dominante se rompe y libera un óvulo: es la ovulación. El óvulo pasa a la trompa de Falopio y allí sobrevive entre 12 y 24 horas a la espera de un espermatozoide.',
        'Los espermatozoides, en cambio, pueden vivir hasta cinco días en el moco cervical, así que los días fértiles son los cinco anteriores a la ovulación y el propio día en que ocurre. En ciclos más largos o irregulares, la ovulación llega más tarde y todo el calendario de estas primeras semanas se desplaza. Todavía no hay embarazo, pero la mitad de la información genética de tu futuro bebé ya espera en ese óvulo.',
      ),
      body: paras(
        'Antes de ovular, los estrógenos suben y muchas mujeres notan un flujo más abundante, transparente y elástico, parecido a la clara de huevo. Algunas sienten también una punzada leve en un lado del bajo vientre, más deseo sexual o los pechos algo más sensibles.',
        'Si quieres afinar, las tiras de ovulación detectan el pico de la hormona LH, que se produce entre 24 y 36 horas antes de ovular, y la temperatura basal sube ligeramente una vez que has ovulado. Ningún método es infalible; lo más sencillo es mantener relaciones cada dos o tres días a lo largo del ciclo, sin convertirlo en una fuente de estrés.',
      ),
      tip: 'No hace falta medirlo todo: si tus ciclos son regulares, registrar la regla y los cambios en el flujo en la app suele bastar para hacerte una idea de cuáles son tus días fértiles.',
      callProfessional:
        'Si llevas un año buscando sin conseguirlo (seis meses si tienes 35 años o más) o tus ciclos son muy irregulares, pide cita con tu médico de cabecera o tu ginecóloga. Un dolor pélvico intenso y repentino, o fiebre con dolor abdominal, necesita atención ese mismo día; en una urgencia, llama al 112.',
      reviewerSlug: 'dr-amara-osei',
      reviewedOn: '2026-09-14',
    },
    {
      week: 3,
      title: 'Semana 3: fecundación e implantación',
      summary:
        'Óvulo y espermatozoide se encuentran y empieza el viaje hacia el útero. La implantación es el primer gran hito de tu embarazo.',
      babySize:
        'Una bolita de células, el blastocisto, de unos 0,1 a 0,2 mm: más pequeña que la punta de un alfiler.',
      baby: paras(
        'Si un espermatozoide alcanza el óvulo en la trompa, ambos se funden y forman el cigoto, una sola célula que ya reúne la información genética de las dos partes, incluido el sexo cromosómico. En pocas horas empieza a dividirse, en dos, cuatro, ocho células, mientras avanza despacio hacia el útero.',
        'Unos cinco días después de la fecundación, esa agrupación se ha convertido en un blastocisto: una capa externa que formará la placenta y un pequeño grupo interior del que saldrá el embrión. Entre el sexto y el décimo día tras la ovulación, el blastocisto se adhiere al endometrio y se hunde en él. Es la implantación, y a partir de ese momento empieza a producir la hormona hCG, la que detectan los test de embarazo.',
      ),
      body: paras(
        'Lo más probable es que no notes nada. Algunas mujeres tienen un manchado rosado o marrón, escaso y breve, en torno a la implantación, que a veces se confunde con una regla que se adelanta. También pueden aparecer pequeños pinchazos o una ligera hinchazón, aunque son igual de frecuentes en la segunda mitad de cualquier ciclo.',
        'La tentación de interpretar cada sensación es enorme. Ten en cuenta que la progesterona, que sube después de ovular haya o no embarazo, explica muchas de ellas. Intenta seguir con tu rutina: comer bien, moverte y dormir lo suficiente es lo que más te ayuda ahora.',
      ),
      tip: 'Si crees que puedes estar embarazada, deja ya el alcohol: no existe una cantidad que se considere segura durante la gestación, tampoco en estas primeras semanas.',
      callProfessional:
        'Un manchado leve puede ser normal, pero un sangrado abundante, un dolor fuerte en un lado del abdomen o un mareo intenso necesitan valoración: llama a tu médico o a tu centro de salud; en una urgencia, al 112.',
      reviewerSlug: 'dr-amara-osei',
      reviewedOn: '2026-09-14',
    },
    {
      week: 4,
      title: 'Semana 4: el test de embarazo ya puede dar positivo',
      summary:
        'Con el retraso de la regla, un test de orina puede detectar la hCG. Qué significa un positivo temprano y cuáles son tus siguientes pasos.',
      babySize:
        'Más pequeño que una semilla de amapola: un embrión recién implantado de apenas unas décimas de milímetro, sin forma reconocible todavía.',
      baby: paras(
        'El blastocisto ya está bien anclado en el útero y sus células se organizan en tres capas. De ellas saldrán, con el tiempo, todos los órganos: el sistema nervioso y la piel de la primera; el corazón, los músculos y los huesos de la segunda; el aparato digestivo y los pulmones de la tercera.',
        'A su alrededor se forman el saco amniótico, que se irá llenando de líquido, y el saco vitelino, que nutre al embrión hasta que la placenta esté lista. Las vellosidades que darán lugar a la placenta se extienden por el endometrio y producen cada vez más hCG, cuyos niveles se duplican aproximadamente cada dos o tres días en estas primeras semanas. Aún es demasiado pronto para ver nada en una ecografía.',
      ),
      body: paras(
        'Hacia el final de esta semana, cuando te tocaría la regla, la hCG en orina suele bastar para que un test casero dé positivo, sobre todo con la primera orina de la mañana. Si sale negativo y la regla no llega, repítelo a los pocos días: quizá ovulaste más tarde de lo que creías.',
        'Pueden empezar el cansancio, la tensión en los pechos o las ganas frecuentes de orinar, aunque muchas mujeres todavía no notan nada. También es normal sentir ilusión, miedo o las dos cosas a la vez. Con un positivo, pide cita en tu centro de salud para empezar el seguimiento del embarazo.',
      ),
      tip: 'Si todavía no lo tomabas, empieza hoy con el ácido fólico (400 microgramos al día): aunque lo ideal es tomarlo antes de concebir, estas primeras semanas siguen siendo importantes.',
      callProfessional:
        'Con un test positivo, un dolor intenso en un lado del bajo vientre, dolor en el hombro, un desmayo o un sangrado pueden indicar un embarazo ectópico: acude a urgencias o llama al 112. Un manchado leve sin dolor también merece una llamada a tu matrona o a tu médico.',
      reviewerSlug: 'dr-amara-osei',
      reviewedOn: '2026-09-14',
    },
    {
      week: 5,
      title: 'Semana 5: el corazón empieza a formarse',
      summary:
        'El embrión ya tiene un tubo neural y un corazón primitivo. Es el momento de pedir tu primera cita de control del embarazo.',
      babySize: 'Como una semilla de sésamo (unos 2 mm).',
      baby: paras(
        'El embrión tiene ahora una forma alargada y empieza a plegarse sobre sí mismo. A lo largo de su espalda se forma el tubo neural, del que saldrán el cerebro y la médula espinal; por eso el ácido fólico es tan importante justo en estas semanas, cuando ese tubo se cierra.',
        'En la parte delantera aparece un tubo cardíaco muy sencillo que, hacia el final de la semana, puede empezar a contraerse de forma rítmica. Aún no se parece a un corazón con cavidades, pero ya mueve una sangre primitiva. En una ecografía vaginal puede verse el saco gestacional y, a veces, el saco vitelino, aunque todavía es pronto para distinguir el latido: no te preocupes si en una primera exploración no se ve.',
      ),
      body: paras(
        'La hCG y la progesterona siguen subiendo y explican buena parte de lo que sientes: sueño a media tarde, pechos doloridos, necesidad de orinar más a menudo y, en muchas mujeres, las primeras náuseas. Otras apenas notan nada, y eso también es normal.',
        'En España el seguimiento suele empezar en el centro de salud, con tu médico de familia o tu matrona, que abrirá tu historia de embarazo, te pedirá los primeros análisis y te explicará el calendario de visitas y ecografías. Lleva apuntada la fecha de tu última regla y los medicamentos que tomes.',
      ),
      tip: 'Prepara una lista antes de la primera visita: medicamentos que tomas, enfermedades previas, antecedentes familiares y embarazos anteriores. Con los nervios es fácil que se te olvide algo.',
      callProfessional:
        'Llama a tu matrona o a tu médico si tienes sangrado, aunque sea escaso, o un dolor abdominal que no cede. Un dolor intenso en un lado, dolor en el hombro o un mareo con desmayo requieren urgencias: llama al 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-14',
    },
    {
      week: 6,
      title: 'Semana 6: el latido ya puede verse en la ecografía',
      summary:
        'En una ecografía vaginal ya puede detectarse el latido. El embrión crece muy deprisa y las náuseas suelen hacerse más presentes.',
      babySize: 'Como una lenteja (unos 5 mm).',
      baby: paras(
        'El corazón late con rapidez, en torno a 100 o 110 veces por minuto, y en una ecografía vaginal hecha a partir de esta semana a menudo se ve como un pequeño parpadeo dentro del embrión. Si tus ciclos son largos u ovulaste tarde, puede que aún no se aprecie; en ese caso es habitual repetir la ecografía una o dos semanas después.',
        'La cabeza ya es más grande que el resto del cuerpo y aparecen unos pequeños abultamientos que serán los brazos y las piernas. Se esbozan los ojos, las orejas y la mandíbula, y el tubo neural ya se ha cerrado. También empiezan a formarse los riñones, el hígado y los pulmones, todavía en versiones muy primitivas.',
      ),
      body: paras(
        'Las náuseas suelen aparecer o intensificarse entre las semanas 6 y 9. No son solo matutinas: pueden durar todo el día y empeorar con el estómago vacío, con ciertos olores o con el cansancio. Comer poco y a menudo, tener a mano algo seco, como unas galletas o unos picos, y beber a sorbos suele ayudar.',
        'Puede que también notes el olfato más fino, un sabor metálico en la boca o más saliva de lo normal. El útero aún es pequeño, pero la hinchazón abdominal que provoca la progesterona hace que algunos pantalones ya aprieten.',
      ),
      tip: 'Si tienes una ecografía temprana, pregunta si puedes ir acompañada. Y recuerda que no ver el latido en una exploración muy precoz no siempre indica un problema: muchas veces solo hay que esperar unos días.',
      callProfessional:
        'Si vomitas tanto que no retienes ni los líquidos durante más de un día, orinas muy poco o te mareas al levantarte, llama a tu matrona o a tu médico. Un sangrado abundante con coágulos o un dolor muy fuerte es motivo de urgencias; llama al 112 si lo necesitas.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-14',
    },
    {
      week: 7,
      title: 'Semana 7: el cerebro crece a toda velocidad',
      summary:
        'El cerebro del embrión se desarrolla muy deprisa y se esbozan las manos. Qué analíticas suelen pedirse ahora y cómo sobrellevar las náuseas.',
      babySize: 'Como un arándano (alrededor de 1 cm).',
      baby: paras(
        'El embrión ha duplicado su tamaño en una semana. El cerebro crece muy rápido y se divide en varias regiones, lo que hace que la cabeza se curve hacia delante sobre el pecho. Los brazos se alargan y terminan en unas paletas aplanadas que pronto se convertirán en manos.',
        'Se forma el cordón umbilical, que une al embrión con la placenta en desarrollo, y el corazón empieza a dividirse en cavidades. Aparecen la boca, la lengua y los primeros brotes de los dientes de leche, muy escondidos bajo las futuras encías. Los ojos tienen ya algo de pigmento, aunque todavía están a los lados de la cabeza, como en un pez.',
      ),
      body: paras(
        'En la primera consulta o poco después te pedirán análisis de sangre y orina: grupo sanguíneo y Rh, hemograma, glucosa, serologías (como rubeola, toxoplasma, sífilis, VIH y hepatitis B) y un urocultivo. Sirven para conocer tu punto de partida y detectar a tiempo lo que conviene tratar o vigilar.',
        'El cansancio puede ser abrumador. No es falta de voluntad: tu cuerpo está construyendo una placenta. Si puedes, acuéstate antes, reparte tareas y date permiso para bajar el ritmo unas semanas.',
      ),
      tip: 'El jengibre, los alimentos fríos o secos y no tumbarte justo después de comer alivian las náuseas a muchas mujeres. Antes de tomar cualquier medicamento para los vómitos, consúltalo con tu médico o tu matrona.',
      callProfessional:
        'Llama a tu matrona o a tu médico si tienes escozor o dolor al orinar, fiebre o vómitos continuos que no te dejan retener líquidos. Ante un sangrado abundante o un dolor abdominal intenso, acude a urgencias o llama al 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-14',
    },
    {
      week: 8,
      title: 'Semana 8: dedos, párpados y primeros movimientos',
      summary:
        'El embrión ya se mueve, aunque aún no puedas sentirlo, y sus dedos empiezan a separarse. Cómo cuidar tus pechos y tu ánimo esta semana.',
      babySize: 'Como una frambuesa (1,6 cm, alrededor de 1 g).',
      baby: paras(
        'Las manos y los pies ya no son paletas: entre los dedos aparecen surcos y poco a poco se van separando. Los brazos se doblan por el codo y se forman las muñecas. Los párpados empiezan a cubrir los ojos, y la nariz y el labio superior toman forma.',
        'El embrión hace pequeños movimientos espontáneos que pueden verse en una ecografía, aunque tú tardarás muchas semanas en notarlos. Su corazón late ahora más deprisa que el tuyo, a unas 150 pulsaciones por minuto, y se están formando los pezones, los folículos del pelo y las papilas gustativas. La pequeña «cola» del final de la columna va desapareciendo.',
      ),
      body: paras(
        'Los pechos pueden estar más grandes, pesados y sensibles, con las areolas más oscuras y las venas más marcadas. Un sujetador cómodo, sin aros y de tu talla actual se nota muchísimo, también para dormir.',
        'El volumen de sangre aumenta y el útero, ya del tamaño aproximado de una naranja, presiona la vejiga. Son frecuentes los cambios de humor bruscos: las hormonas influyen, pero también el cansancio y las dudas del principio. Contárselo a alguien de confianza ayuda, aunque todavía no quieras anunciarlo.',
      ),
      tip: 'Si fumas, este es el mejor momento para dejarlo: el beneficio para tu bebé empieza en cuanto lo dejas. En tu centro de salud pueden acompañarte con un programa para dejar de fumar.',
      callProfessional:
        'Llama a tu matrona o a tu médico si tienes sangrado vaginal, calambres fuertes que no mejoran con el reposo o fiebre de 38 °C o más. Si el sangrado es abundante o te mareas, acude a urgencias o llama al 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-14',
    },
    {
      week: 9,
      title: 'Semana 9: el embrión deja atrás su etapa más delicada',
      summary:
        'Los órganos principales están casi esbozados y el embrión está a punto de convertirse en feto. Las náuseas pueden vivir ahora su peor momento.',
      babySize: 'Como una aceituna grande (2,3 cm, unos 2 g).',
      baby: paras(
        'Durante estos días se completa la organogénesis: todos los órganos principales quedan esbozados y, a partir de ahora, se dedicarán sobre todo a crecer y madurar. Por eso se considera que el periodo más sensible a tóxicos e infecciones empieza a quedar atrás.',
        'Los rasgos de la cara se definen: las orejas suben hacia su sitio, se marca la punta de la nariz y los párpados casi cierran del todo. Los músculos se desarrollan y permiten movimientos más coordinados, y los órganos sexuales internos empiezan a diferenciarse, aunque por fuera todavía no se distinguen. En una ecografía puede verse cómo el embrión se mueve y cambia de postura.',
      ),
      body: paras(
        'Para muchas mujeres estas son las semanas más duras de náuseas. Suelen mejorar hacia la semana 12 a 14, aunque a algunas les duran más. También es frecuente el estreñimiento, porque la progesterona ralentiza el intestino: el agua, la fruta, las verduras y caminar un rato cada día ayudan.',
        'Puede que tengas más flujo vaginal, blanquecino y sin olor, y es normal. Si cambia de color, huele mal o pica, coméntalo en tu próxima visita, o antes si te molesta.',
      ),
      tip: 'Si aún no tienes fecha para la ecografía del primer trimestre, pregunta en tu centro de salud: se hace entre las semanas 11 y 14 y, en muchas comunidades, la analítica del cribado se extrae unos días antes.',
      callProfessional:
        'Si vomitas varias veces al día, pierdes peso o no consigues beber, podrías tener hiperémesis gravídica: llama a tu matrona o a tu médico, porque tiene tratamiento. Un sangrado con dolor o la fiebre alta necesitan atención urgente; llama al 112 si hace falta.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-14',
    },
    {
      week: 10,
      title: 'Semana 10: de embrión a feto, y a comer con seguridad',
      summary:
        'Tu bebé ya es oficialmente un feto. Te explicamos cómo protegerte de la toxoplasmosis y la listeria sin obsesionarte con cada comida.',
      babySize: 'Como una fresa (3,1 cm, unos 4 g).',
      baby: paras(
        'A partir de esta semana, los profesionales ya no hablan de embrión sino de feto. Tiene todos los órganos formados y se dedica a perfeccionarlos: los riñones empiezan a funcionar, el hígado fabrica glóbulos rojos y el estómago segrega jugos digestivos.',
        'Las articulaciones de rodillas, codos y tobillos ya se doblan y empiezan a formarse las uñas. Los huesos, todavía blandos, comienzan a endurecerse. Por fuera sigue teniendo una cabeza enorme en proporción, casi la mitad de su longitud, porque el cerebro continúa siendo el órgano que más crece. Dentro de la boca se forman los brotes de los dientes, y sus movimientos, aunque diminutos, son cada vez más frecuentes.',
      ),
      body: paras(
        'El útero ya asoma un poco por encima del hueso del pubis y quizá notes tirones leves a los lados del vientre a medida que los ligamentos se estiran. El volumen de sangre sigue aumentando y las venas de pechos y abdomen se marcan más.',
        'Con náuseas, comer bien a veces es un reto. No pasa nada si durante unas semanas tu dieta es menos variada de lo que te gustaría: prioriza lo que toleras, bebe suficiente líquido y ve ampliando cuando te encuentres mejor. Cuenta el conjunto del embarazo, no un día concreto.',
      ),
      tip: 'Si no eres inmune a la toxoplasmosis, evita la carne cruda o poco hecha y los embutidos curados, y lava bien frutas y verduras. Para prevenir la listeriosis, elige lácteos pasteurizados y evita los patés refrigerados, el pescado ahumado y los quesos de leche cruda.',
      callProfessional:
        'Llama a tu matrona o a tu médico si tienes fiebre, dolores musculares y un malestar general parecido a una gripe, sobre todo si has comido algo de riesgo. Un sangrado abundante o un dolor que no cede requieren urgencias; en una emergencia, llama al 112.',
      reviewerSlug: 'marta-ruiz',
      reviewedOn: '2026-09-14',
    },
    {
      week: 11,
      title: 'Semana 11: comer para dos, no por dos',
      summary:
        'Tu bebé crece deprisa, pero tus necesidades de energía apenas cambian todavía. Pescado, yodo y cafeína: lo que conviene saber ahora.',
      babySize: 'Como un higo (4,1 cm, unos 7 g).',
      baby: paras(
        'El feto crece muy rápido: en las próximas semanas casi duplicará su longitud. Su cuerpo se alarga y la cabeza empieza a parecer algo menos desproporcionada. Los dedos de manos y pies están completamente separados y aparecen los primeros folículos del pelo.',
        'Abre y cierra las manos, se estira e incluso da pequeños saltitos que se ven en la ecografía, aunque tú no los sientas. El diafragma se está formando y, con él, llegan los primeros episodios de hipo. Los genitales externos empiezan a diferenciarse, pero todavía es demasiado pronto para conocer el sexo con fiabilidad por ecografía.',
      ),
      body: paras(
        'Puede que las náuseas aflojen o, al contrario, que sigan en su punto álgido. Algunas mujeres tienen más hambre de repente; otras, antojos o rechazo a alimentos que antes les encantaban.',
        'Es un buen momento para desmontar un mito: en el primer trimestre no necesitas comer más cantidad. Lo que aumenta es la necesidad de algunos nutrientes, como el ácido fólico, el yodo o el hierro, así que importa más la calidad que el tamaño del plato. Si esta semana o la siguiente tienes la ecografía del primer trimestre, pregunta si debes ir con la vejiga llena o vacía.',
      ),
      tip: 'Toma pescado tres o cuatro veces por semana, incluido pescado azul pequeño como sardina o caballa, y evita el pez espada, el atún rojo, el tiburón (cazón) y el lucio por su contenido en mercurio. Con la cafeína, modera: no más de unos 200 mg al día, el equivalente a unas dos tazas de café.',
      callProfessional:
        'Si pierdes peso de forma continuada, no toleras ningún alimento ni líquido o tienes la boca muy seca y la orina oscura, llama a tu matrona o a tu médico. Ante un sangrado vaginal o un dolor abdominal fuerte, acude a urgencias o llama al 112.',
      reviewerSlug: 'marta-ruiz',
      reviewedOn: '2026-09-28',
    },
    {
      week: 12,
      title: 'Semana 12: la ecografía del primer trimestre y el cribado',
      summary:
        'Llega la ecografía de las semanas 11 a 14 y el cribado combinado. Qué se mide, qué significan los resultados y qué opciones tienes después.',
      babySize: 'Como una lima (5,4 cm, unos 14 g).',
      baby: paras(
        'Tu bebé ya tiene un perfil reconocible en la pantalla: frente, nariz, barbilla. Sus reflejos empiezan a funcionar y, si algo le roza la palma, cierra los dedos; también puede llevarse la mano a la boca o girar la cabeza. Los riñones producen orina, que pasa al líquido amniótico.',
        'En la ecografía de esta etapa se confirma cuántos bebés hay, se comprueba el latido y se mide la longitud de la coronilla a la nalga, que sirve para ajustar con precisión la fecha probable de parto. También se mide la translucencia nucal, una fina capa de líquido en la nuca, y se revisa la anatomía que ya es visible a esta edad.',
      ),
      body: paras(
        'El cribado combinado del primer trimestre une tres datos: esa medida de la translucencia nucal, dos marcadores en tu sangre (la PAPP-A y la fracción libre de la beta-hCG) y tu edad. El resultado no es un diagnóstico, sino una probabilidad de algunas alteraciones cromosómicas, como el síndrome de Down.',
        'Si el riesgo sale alto, te ofrecerán hablar de las opciones: un análisis de ADN fetal en sangre materna o pruebas diagnósticas como la biopsia corial o la amniocentesis. Tú decides, con información y sin prisas, qué hacer en cada paso.',
      ),
      tip: 'Pide que te expliquen el resultado del cribado con calma: «bajo riesgo» y «alto riesgo» son probabilidades, y conviene que entiendas qué cifra te han dado y qué significa en tu caso.',
      callProfessional:
        'Llama a tu matrona o a tu médico si tienes sangrado, pérdida de líquido o un dolor parecido al de la regla que no se va. Si el sangrado es abundante, con coágulos, o te sientes débil o mareada, ve a urgencias o llama al 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-28',
    },
    {
      week: 13,
      title: 'Semana 13: despedida del primer trimestre',
      summary:
        'La placenta toma el relevo, el riesgo de aborto espontáneo baja y muchas molestias empiezan a aflojar. Así se cierra la primera etapa.',
      babySize: 'Como un limón pequeño (7,4 cm, unos 23 g).',
      baby: paras(
        'Las huellas dactilares empiezan a dibujarse en las yemas de los dedos y ya son únicas. Se forman las cuerdas vocales, aunque no las estrenará hasta nacer, y el intestino, que durante semanas creció en parte dentro del cordón umbilical, ya se ha recolocado en el abdomen.',
        'La placenta ha madurado lo suficiente para encargarse de alimentar al bebé y de producir las hormonas que mantienen el embarazo, una tarea que hasta ahora hacía sobre todo el ovario. Los huesos de brazos y piernas se alargan y el cuerpo empieza a crecer más deprisa que la cabeza, de modo que las proporciones se equilibran poco a poco.',
      ),
      body: paras(
        'Con este relevo hormonal, muchas mujeres notan que las náuseas y el cansancio ceden en los próximos días o semanas. Tras una ecografía normal, la probabilidad de aborto espontáneo es bastante más baja que al principio, y mucha gente decide ahora compartir la noticia.',
        'El útero ya sobresale por encima del pubis y quizá empieces a necesitar ropa algo más holgada. Pueden aparecer más flujo y alguna molestia en las ingles al cambiar de postura.',
      ),
      tip: 'No hay una semana «correcta» para contar el embarazo. Si prefieres esperar, o si en el trabajo necesitas adaptaciones antes, decide según lo que te haga sentir más segura.',
      callProfessional:
        'Las infecciones de orina son más frecuentes en el embarazo: si tienes escozor al orinar, fiebre o dolor en la zona lumbar, llama a tu matrona o a tu médico. Un sangrado abundante o un dolor muy intenso requieren urgencias; en una emergencia, llama al 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-28',
    },
    // ───────────── Segundo trimestre ─────────────
    {
      week: 14,
      title: 'Semana 14: empieza el segundo trimestre',
      summary:
        'Bienvenida al trimestre que muchas llaman el más llevadero. Recuperas energía y es buen momento para conocer tus derechos en el trabajo.',
      babySize: 'Como un limón (8,7 cm, unos 43 g).',
      baby: paras(
        'Tu bebé empieza a hacer gestos con la cara: frunce el ceño, entrecierra los ojos, abre la boca. Son movimientos reflejos, pero entrenan los músculos que usará para mamar. El cuello se alarga y la cabeza se mantiene algo más erguida.',
        'Aparece el lanugo, un vello muy fino que cubrirá gran parte de su piel durante unas semanas y le ayuda a conservar el calor. El hígado produce bilis, el bazo participa en la formación de la sangre y la glándula tiroides ya funciona. Sus movimientos son constantes, pero tan suaves que todavía no llegan a notarse desde fuera.',
      ),
      body: paras(
        'Para muchas mujeres, el segundo trimestre trae un respiro: menos náuseas, más energía y ganas de hacer planes. El vientre empieza a notarse y tu centro de gravedad cambia poco a poco.',
        'Es posible que sientas punzadas a los lados de la tripa al levantarte rápido, toser o girarte en la cama. Suele ser el dolor de los ligamentos redondos, que sostienen el útero y se estiran a medida que crece. Moverte más despacio y flexionar un poco las caderas antes de toser o estornudar lo alivia.',
      ),
      tip: 'En España tienes derecho a ausentarte del trabajo, sin perder sueldo, el tiempo necesario para los exámenes prenatales y las clases de preparación al parto que coincidan con tu jornada. Avisa con antelación a tu empresa y pide un justificante de cada cita.',
      callProfessional:
        'Llama a tu matrona o a tu médico si el dolor en el bajo vientre es continuo en lugar de punzante, si sangras o si notas pérdida de líquido por la vagina. Con dolor intenso o sangrado abundante, ve a urgencias o llama al 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-09-28',
    },
    {
      week: 15,
      title: 'Semana 15: huesos más firmes y encías sensibles',
      summary:
        'El esqueleto de tu bebé se endurece y ya percibe la luz. A ti quizá te sangren las encías: por qué pasa y por qué merece la pena ir al dentista.',
      babySize: 'Como una manzana (10,1 cm, unos 70 g).',
      baby: paras(
        'El esqueleto, que hasta hace poco era sobre todo cartílago, se va convirtiendo en hueso. En una ecografía ya se distinguen bien los huesos de brazos y piernas, y el bebé los mueve todos: se estira, da patadas, se da la vuelta.',
        'Aunque sus párpados siguen cerrados, los ojos ya son sensibles a la luz intensa que atraviesa tu abdomen. El oído interno se está formando y pronto empezará a captar sonidos. También ensaya movimientos respiratorios, tomando y expulsando líquido amniótico, algo importante para el desarrollo de los pulmones. Si es una niña, sus ovarios ya contienen millones de óvulos primitivos.',
      ),
      body: paras(
        'Los estrógenos aumentan el riego de las mucosas. Por eso son frecuentes la congestión nasal, algún sangrado por la nariz y las encías inflamadas que sangran al cepillarte. No es motivo para cepillarte menos, al contrario: un cepillo suave y el hilo dental ayudan a mantenerlas sanas.',
        'También puedes notar más calor y más sed, y la piel algo distinta: más luminosa en unas mujeres, con granitos en otras. Ten siempre una botella de agua a mano a lo largo del día.',
      ),
      tip: 'Pide cita con el dentista durante el segundo trimestre: una revisión y una limpieza son seguras en el embarazo. En muchas comunidades autónomas el centro de salud ofrece una revisión bucodental gratuita a las embarazadas.',
      callProfessional:
        'Llama a tu matrona o a tu médico si los sangrados de nariz son muy frecuentes o no paran tras diez minutos apretando, o si tienes fiebre. Ante un sangrado vaginal, un dolor abdominal intenso o pérdida de líquido, acude a urgencias; en una emergencia, llama al 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-09-28',
    },
    {
      week: 16,
      title: 'Semana 16: quizá notes las primeras «mariposas»',
      summary:
        'Si no es tu primer embarazo, puede que ya sientas a tu bebé. Hablamos de ejercicio seguro y de cuidar tu suelo pélvico desde ahora.',
      babySize: 'Como un aguacate (11,6 cm, unos 100 g).',
      baby: paras(
        'Tu bebé da un estirón: en pocas semanas duplicará su peso. Los músculos de la espalda se fortalecen y le permiten mantener la cabeza más recta. Los ojos, aún cerrados, se mueven despacio de un lado a otro, y las orejas casi han llegado a su posición definitiva.',
        'Su corazón bombea cada día una cantidad de sangre sorprendente para su tamaño. Crecen las uñas de los pies, y la piel, todavía muy fina y transparente, deja ver los vasos sanguíneos. Se mueve muchísimo, y si ya has estado embarazada antes quizá empieces a reconocer esos toques.',
      ),
      body: paras(
        'Las primeras sensaciones de movimiento suelen describirse como burbujas, aleteos o un pececito que nada, y es fácil confundirlas con gases. En un primer embarazo lo habitual es notarlas entre las semanas 18 y 22; en los siguientes, a veces ya ahora.',
        'El vientre crece y puede que aparezcan las primeras molestias en la zona lumbar. Mantenerte activa ayuda: la OMS recomienda al menos 150 minutos semanales de actividad física moderada durante el embarazo, como caminar, nadar o hacer yoga prenatal, si no hay ninguna contraindicación.',
      ),
      tip: 'Empieza ya con los ejercicios de suelo pélvico: contrae la musculatura como si quisieras aguantar el pis y un gas a la vez, mantén unos segundos y relaja del todo. Hazlos a diario y pide a tu matrona que compruebe que los haces bien.',
      callProfessional:
        'Deja el ejercicio y llama a tu matrona o a tu médico si tienes sangrado, pérdida de líquido, dolor en el pecho, mareo o dolor abdominal durante o después de hacerlo. Con un dolor intenso o un sangrado abundante, ve a urgencias o llama al 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-09-28',
    },
    {
      week: 17,
      title: 'Semana 17: grasa, sudor y manchas en la piel',
      summary:
        'Tu bebé empieza a acumular grasa y su cordón se hace más fuerte. En tu piel pueden aparecer la línea nigra y alguna mancha nueva.',
      babySize: 'Como una granada (13 cm, unos 140 g).',
      baby: paras(
        'Bajo la piel del bebé empieza a depositarse grasa, que más adelante le ayudará a regular su temperatura y le dará ese aspecto redondeado de recién nacido. El esqueleto sigue endureciéndose y las articulaciones se mueven con soltura.',
        'El cordón umbilical se hace más grueso y resistente, y tu bebé juega con él: lo agarra y lo suelta. Se están formando las glándulas del sudor. Su ritmo cardíaco, muy rápido al principio, ahora lo regula el cerebro y ronda entre 120 y 160 latidos por minuto. Cada vez reacciona más a lo que pasa fuera: un ruido fuerte puede sobresaltarle.',
      ),
      body: paras(
        'Los cambios hormonales estimulan la pigmentación. Muchas mujeres ven aparecer una línea oscura desde el ombligo hasta el pubis, la línea nigra, y se les oscurecen los pezones, las axilas o las pecas. En la cara pueden salir manchas, lo que se conoce como melasma o paño.',
        'Suelen aclararse en los meses posteriores al parto. Mientras tanto, también es normal sudar más y tener más flujo vaginal, siempre que no haya picor ni mal olor.',
      ),
      tip: 'Ponte protector solar de amplio espectro en la cara a diario, también en días nublados, y usa gorra o sombrero en verano: el sol intensifica el melasma.',
      callProfessional:
        'Llama a tu matrona o a tu médico si el flujo huele mal, pica o cambia de color, o si sientes escozor al orinar. Ante una pérdida de líquido abundante, un sangrado o un dolor intenso, acude a urgencias o llama al 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-09-28',
    },
    {
      week: 18,
      title: 'Semana 18: tu bebé empieza a oír',
      summary:
        'Sus oídos ya captan sonidos y en algunas ecografías se ve el sexo. Si te mareas al levantarte, te explicamos por qué pasa y cómo evitarlo.',
      babySize: 'Como un pimiento (14,2 cm, unos 190 g).',
      baby: paras(
        'Los huesecillos del oído medio y las terminaciones nerviosas que los conectan con el cerebro están casi listos, y tu bebé empieza a percibir sonidos: el latido de tu corazón, el rumor de tu intestino y, amortiguada, tu voz.',
        'Los nervios se recubren de mielina, una capa que acelera las señales y que seguirá formándose hasta mucho después del nacimiento. Los genitales ya están formados y a veces se distinguen en una ecografía, aunque depende de la postura y no siempre es seguro. Bosteza, hace muecas y alterna ratos de actividad con otros de reposo.',
      ),
      body: paras(
        'La progesterona relaja las paredes de los vasos sanguíneos y la tensión arterial tiende a bajar en esta etapa. Por eso es habitual marearse al levantarse de golpe, en una cola larga o en un sitio caluroso.',
        'Si es tu primer embarazo, entre ahora y la semana 22 probablemente notes los primeros movimientos: suaves, irregulares, a veces solo cuando estás tumbada y tranquila. No hay prisa; cada barriga es distinta, y si la placenta está en la cara anterior del útero, puede que tardes algo más en sentirlos.',
      ),
      tip: 'Levántate despacio: primero de lado y luego sentada unos segundos antes de ponerte de pie. Bebe agua a lo largo del día, lleva algo de comer en el bolso y, si te mareas, siéntate o túmbate de lado hasta que pase.',
      callProfessional:
        'Llama a tu matrona o a tu médico si te desmayas, si el mareo viene con palpitaciones, dolor en el pecho o falta de aire, o si tienes sangrado vaginal; si te encuentras muy mal, marca el 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-09-28',
    },
    {
      week: 19,
      title: 'Semana 19: vérnix, calambres y clases de preparación',
      summary:
        'Una crema protectora cubre la piel del bebé. Para ti llegan los calambres nocturnos y el momento de informarte sobre la educación maternal.',
      babySize: 'Como un mango (15,3 cm, unos 240 g).',
      baby: paras(
        'La piel del bebé se cubre de vérnix caseosa, una sustancia blanca y cremosa que la protege del contacto continuo con el líquido amniótico. Al nacer, sobre todo si es antes de término, puede que aún le quede algo en los pliegues.',
        'En el cerebro se especializan las zonas dedicadas a los sentidos: olfato, gusto, oído, vista y tacto. Los brazos y las piernas tienen ya proporciones parecidas a las que tendrán al nacer, y los riñones siguen produciendo orina que renueva el líquido amniótico. Sus periodos de sueño y vigilia empiezan a seguir un cierto ritmo.',
      ),
      body: paras(
        'Los calambres en las piernas, sobre todo por la noche, son muy comunes a partir de ahora. Estirar la pantorrilla llevando los dedos del pie hacia ti suele cortarlos; también ayuda moverte durante el día y no pasar muchas horas seguidas sentada.',
        'Puede que notes la tripa más tensa al final del día, dolor de espalda o algún despiste que te hace gracia. Es buen momento para organizar las próximas semanas, antes de que llegue el cansancio del tercer trimestre.',
      ),
      tip: 'Pregunta en tu centro de salud por las clases de educación maternal: suelen empezar hacia el tercer trimestre y las plazas se llenan pronto. Si tu trabajo implica cargar peso, turnos de noche o productos tóxicos, pide a tu empresa que evalúe los riesgos de tu puesto: existe una prestación por riesgo durante el embarazo.',
      callProfessional:
        'Llama a tu matrona o a tu médico si una pierna está hinchada, roja, caliente o dolorida, sobre todo si es solo una, porque hay que descartar un trombo. Si además te falta el aire o te duele el pecho, llama al 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-09-28',
    },
    {
      week: 20,
      title: 'Semana 20: ecuador del embarazo y ecografía morfológica',
      summary:
        'Llegas a la mitad del camino con una de las ecografías más importantes: la morfológica, que revisa con detalle la anatomía de tu bebé.',
      babySize: 'Como un plátano (unos 25,6 cm de la cabeza a los talones, unos 300 g).',
      baby: paras(
        'A partir de ahora, el bebé suele medirse de la cabeza a los talones y no de la coronilla a la nalga, por eso las cifras dan un salto. Traga líquido amniótico, lo que ejercita su aparato digestivo y va formando el meconio, esa primera caca oscura y pegajosa que hará después de nacer.',
        'Tiene cejas y pestañas, y empieza a crecerle el pelo de la cabeza. Alterna ratos de mucha actividad con otros de sueño y reacciona cada vez más a los sonidos y al tacto. Sus movimientos ganan fuerza y, en las próximas semanas, quien te acompañe quizá pueda notarlos con la mano sobre tu tripa.',
      ),
      body: paras(
        'La ecografía morfológica, que se hace entre las semanas 18 y 22, revisa uno a uno los órganos del bebé: cerebro, cara, columna, corazón, estómago, riñones, extremidades. También se comprueban el crecimiento, la cantidad de líquido amniótico y la posición de la placenta. Si está baja, no te alarmes: en la mayoría de los casos se desplaza hacia arriba a medida que crece el útero.',
        'Es una prueba muy completa, pero ninguna ecografía detecta todas las alteraciones. Por cierto, el fondo del útero llega ya a la altura del ombligo.',
      ),
      tip: 'Decide antes de entrar si quieres saber el sexo y díselo a quien te haga la ecografía. Si algo del informe no te queda claro, pide que te lo expliquen o apúntalo para tu siguiente visita.',
      callProfessional:
        'Llama a tu matrona o a tu médico si tienes sangrado vaginal, pérdida de líquido, contracciones dolorosas o una presión intensa en la pelvis. Con un sangrado abundante o dolor fuerte, ve a urgencias o llama al 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-28',
    },
    {
      week: 21,
      title: 'Semana 21: el hierro y el sabor del líquido amniótico',
      summary:
        'Tu bebé ya percibe sabores a través del líquido amniótico. Para ti, es el momento de cuidar el hierro y prevenir la anemia desde el plato.',
      babySize: 'Como una zanahoria grande (26,7 cm, unos 360 g).',
      baby: paras(
        'Las papilas gustativas de tu bebé funcionan, y el líquido amniótico que traga a diario cambia ligeramente de sabor según lo que comes. Algunos estudios sugieren que esta exposición temprana podría influir en cómo acepte después ciertos sabores, aunque no es algo que tengas que planificar.',
        'Su intestino absorbe pequeñas cantidades de azúcares del líquido que traga, y la médula ósea se suma a la producción de células de la sangre. Los movimientos son más coordinados: patea, da volteretas y puede cambiar de postura varias veces en una hora. Duerme buena parte del día, en ciclos cortos.',
      ),
      body: paras(
        'Tu volumen de sangre ha aumentado mucho, pero los glóbulos rojos lo hacen más despacio, así que la hemoglobina tiende a bajar: es la llamada anemia fisiológica del embarazo. Si además tus reservas de hierro son escasas, pueden aparecer cansancio, palidez o falta de aire con pequeños esfuerzos.',
        'También es posible que tengas más hambre que hace unas semanas. A partir del segundo trimestre sí necesitas algo más de energía, pero se cubre con un tentempié más, no con una comida extra.',
      ),
      tip: 'Incluye alimentos ricos en hierro, como legumbres, carne, huevos o frutos secos, y acompáñalos de vitamina C (kiwi, naranja, pimiento) para absorberlo mejor; el té y el café, mejor lejos de esas comidas. Si te han recetado un suplemento de hierro, sigue las indicaciones de tu médico.',
      callProfessional:
        'Llama a tu matrona o a tu médico si tienes un cansancio que no mejora con el descanso, palpitaciones o te falta el aire con esfuerzos pequeños. Si sangras, pierdes líquido o tienes un dolor abdominal intenso, acude a urgencias o llama al 112.',
      reviewerSlug: 'marta-ruiz',
      reviewedOn: '2026-10-12',
    },
    {
      week: 22,
      title: 'Semana 22: estreñimiento, fibra y buenos tentempiés',
      summary:
        'Tu bebé ya parece un recién nacido en miniatura. Para ti: fibra, agua y tentempiés que sacian sin sentar pesados.',
      babySize: 'Como un calabacín (27,8 cm, unos 430 g).',
      baby: paras(
        'Si pudieras verlo, tu bebé ya parecería un recién nacido en miniatura, aunque mucho más delgado: todavía le falta casi toda la grasa que acumulará en el tercer trimestre. Los labios, los párpados y las cejas están bien definidos, y bajo las encías se esconden los brotes de los dientes.',
        'Su sentido del tacto se desarrolla deprisa: se toca la cara, agarra el cordón y explora las paredes del útero. El páncreas, clave para producir insulina, sigue madurando, y los ojos están formados aunque al iris le falta pigmento. Sus movimientos son más evidentes y es posible que empieces a notar un patrón, con momentos del día en los que está más activo.',
      ),
      body: paras(
        'La progesterona ralentiza el tránsito intestinal y el útero presiona el recto, así que el estreñimiento y las hemorroides son frecuentes. El ardor de estómago también puede hacer acto de presencia, sobre todo después de comidas copiosas.',
        'En el abdomen, los pechos o los muslos pueden salir estrías. Dependen mucho de la genética y ninguna crema ha demostrado evitarlas, aunque hidratar la piel alivia el picor que produce la tirantez.',
      ),
      tip: 'Apuesta por la fibra: fruta entera, verduras, legumbres, pan y cereales integrales, con agua suficiente. Para picar entre horas funcionan bien un yogur natural con fruta, un puñado de frutos secos o un bocadillo pequeño de pan integral.',
      callProfessional:
        'Llama a tu matrona o a tu médico si tienes un sangrado rectal abundante, dolor abdominal intenso o llevas muchos días sin hacer de vientre pese a las medidas habituales. Ante contracciones regulares, sangrado vaginal o pérdida de líquido, ve a urgencias o llama al 112.',
      reviewerSlug: 'marta-ruiz',
      reviewedOn: '2026-10-12',
    },
    {
      week: 23,
      title: 'Semana 23: emociones a flor de piel',
      summary:
        'Tu bebé reconoce cada vez mejor tu voz y tú quizá vivas altibajos. Hablamos de ansiedad, imagen corporal y de cuándo pedir ayuda.',
      babySize: 'Como un pomelo (28,9 cm, unos 500 g).',
      baby: paras(
        'El oído de tu bebé está cada vez más fino. Tu voz le llega con claridad desde dentro, a través de tus propios huesos y tejidos, y al nacer tenderá a reconocerla y a calmarse con ella. Los ruidos fuertes y repentinos pueden hacer que se mueva o se sobresalte.',
        'En los pulmones se ramifican los bronquiolos y aparecen las células que producirán surfactante, la sustancia que impedirá que los alvéolos se colapsen al respirar. Los vasos sanguíneos pulmonares también se desarrollan. La piel sigue arrugada y algo rojiza, a la espera de la grasa que la rellenará en las próximas semanas.',
      ),
      body: paras(
        'Puede que en esta etapa te sientas contenta y, al rato, inquieta; que tu cuerpo te guste y de repente no te reconozcas en el espejo. Las hormonas influyen, pero también todo lo que se mueve por dentro: tu identidad, la relación de pareja, el trabajo, las expectativas propias y ajenas.',
        'Sentir ambivalencia no significa querer menos a tu bebé. Hasta una de cada cinco mujeres tiene síntomas de ansiedad o depresión durante el embarazo o el posparto, y hay tratamientos que funcionan.',
      ),
      tip: 'Cuéntale a tu matrona cómo te sientes, no solo cómo está tu cuerpo: en la consulta también se habla de salud mental, y pueden derivarte a psicología si lo necesitas.',
      callProfessional:
        'Pide ayuda a tu matrona o a tu médico si llevas más de dos semanas triste, sin disfrutar de nada o con una ansiedad que no te deja dormir ni hacer vida normal. Si tienes pensamientos de hacerte daño, llama al 024 (línea de atención a la conducta suicida, gratuita y 24 horas) o, en una urgencia, al 112.',
      reviewerSlug: 'dr-sofia-lindqvist',
      reviewedOn: '2026-10-12',
    },
    {
      week: 24,
      title: "Semana 24: viabilidad y test de O'Sullivan",
      summary:
        'Empieza la etapa de viabilidad y entre las semanas 24 y 28 toca el cribado de diabetes gestacional. Qué es y cómo es la prueba.',
      babySize: 'Como una mazorca de maíz (30 cm, unos 600 g).',
      baby: paras(
        'La semana 24 se considera el umbral de la viabilidad: un bebé que naciera ahora tendría posibilidades de sobrevivir con cuidados intensivos neonatales, aunque con riesgos importantes. Cada semana más dentro del útero mejora muchísimo su pronóstico.',
        'Los pulmones empiezan a fabricar surfactante y los conductos respiratorios siguen ramificándose. El cerebro crece muy rápido y la cara está prácticamente formada. La piel aún es fina y traslúcida, pero el cuerpo empieza a rellenarse. Sus manos ya agarran con firmeza, y los movimientos son tan claros que a menudo se ven desde fuera.',
      ),
      body: paras(
        "Entre las semanas 24 y 28 te harán el test de O'Sullivan, el cribado de la diabetes gestacional. Tomas una bebida con 50 g de glucosa y, una hora después, te sacan sangre; no hace falta ir en ayunas. Si el resultado sale alto, te pedirán una curva de glucosa más larga para confirmar o descartar el diagnóstico.",
        'Suele coincidir con la analítica del segundo trimestre, que incluye un hemograma para vigilar la anemia. Tu útero está ya unos centímetros por encima del ombligo.',
      ),
      tip: 'A partir de ahora, fíjate en cómo se mueve habitualmente tu bebé: no hace falta contar patadas, pero sí conocer su patrón para darte cuenta si cambia.',
      callProfessional:
        'Si notas que tu bebé se mueve menos de lo habitual o deja de moverse, llama a tu matrona o a tu hospital ese mismo día; no esperes a mañana. Ante contracciones regulares, sangrado o pérdida de líquido, ve a urgencias o llama al 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-10-12',
    },
    {
      week: 25,
      title: 'Semana 25: manos que hormiguean y pies hinchados',
      summary:
        'Tu bebé responde a tu voz y a tus caricias. Tú quizá notes retención de líquidos, hormigueo en las manos y algo más de cansancio.',
      babySize: 'Como una coliflor (34,6 cm, unos 660 g).',
      baby: paras(
        'Tu bebé gana grasa y su piel, antes muy arrugada, empieza a alisarse. El pelo de la cabeza ya tiene color y textura, aunque muchos bebés nacen con poco pelo o lo pierden en las primeras semanas.',
        'Las fosas nasales se abren y ensaya movimientos respiratorios con regularidad. Responde a los estímulos: si apoyas la mano sobre tu tripa o le hablas, puede que se mueva más. Bajo la piel se forman capilares que la llenan de sangre y le dan un tono más rosado. Las vértebras, sus articulaciones y sus ligamentos se fortalecen.',
      ),
      body: paras(
        'La retención de líquidos es habitual a partir de ahora: tobillos y pies hinchados al final del día, anillos que aprietan. A veces ese líquido comprime un nervio de la muñeca y provoca hormigueo o adormecimiento en los dedos, sobre todo por la noche. Es el síndrome del túnel carpiano del embarazo, que suele desaparecer tras el parto.',
        'Puede reaparecer el cansancio y quizá te cueste encontrar postura para dormir. Una almohada bajo la tripa y otra entre las rodillas ayudan.',
      ),
      tip: 'Al final del día, túmbate unos minutos con las piernas en alto y haz círculos con los tobillos. Caminar, nadar y no pasar mucho rato de pie sin moverte también reducen la hinchazón.',
      callProfessional:
        'Una hinchazón que aparece de golpe en la cara o las manos, sobre todo con dolor de cabeza intenso, visión borrosa o lucecitas, puede ser preeclampsia: llama a tu matrona o a tu médico de inmediato y, si los síntomas son fuertes, al 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-10-12',
    },
    {
      week: 26,
      title: 'Semana 26: abre los ojos y toca vigilar la tensión',
      summary:
        'Los párpados de tu bebé se abren por primera vez. Te explicamos qué es la preeclampsia, cómo se vigila y qué señales debes conocer.',
      babySize: 'Como una lechuga (35,6 cm, unos 760 g).',
      baby: paras(
        'Los párpados, que llevaban semanas sellados, empiezan a separarse, y en los próximos días tu bebé podrá abrir y cerrar los ojos. La retina se está desarrollando y ya distingue entre luz y oscuridad. El iris tiene todavía poco pigmento: el color de los ojos puede cambiar durante los primeros meses de vida.',
        'Los pulmones siguen madurando, con las primeras estructuras donde se producirá el intercambio de oxígeno, y a través de la placenta empiezan a llegarle anticuerpos tuyos. Sus ciclos de sueño y vigilia están cada vez más definidos. Los reflejos de succión y deglución se perfeccionan, y en las ecografías es habitual verle con la mano en la boca.',
      ),
      body: paras(
        'La preeclampsia es una complicación que aparece a partir de la semana 20, sobre todo en el tercer trimestre, y se caracteriza por la tensión arterial alta y, a menudo, por proteínas en la orina. Por eso en cada visita te toman la tensión y a veces te piden una muestra de orina. Detectarla a tiempo permite vigilar de cerca a la madre y al bebé.',
        'En tu día a día quizá notes ardor de estómago, presión en la pelvis o que te cuesta dormir del tirón.',
      ),
      tip: 'Si te han pedido que te tomes la tensión en casa, anota las cifras con fecha y hora y llévalas a la consulta. Si no, basta con no saltarte las visitas programadas.',
      callProfessional:
        'Llama a tu matrona o a tu médico sin esperar si tienes un dolor de cabeza intenso que no cede, visión borrosa o destellos, dolor fuerte bajo las costillas del lado derecho o hinchazón brusca de cara y manos. Si además tienes convulsiones o te falta el aire, llama al 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-10-12',
    },
    {
      week: 27,
      title: 'Semana 27: cierre del segundo trimestre y vacuna de la tosferina',
      summary:
        'Terminas el segundo trimestre y tu bebé tiene ciclos de sueño. Es el momento de vacunarte frente a la tosferina para protegerle al nacer.',
      babySize: 'Como una col lombarda (36,6 cm, unos 875 g).',
      baby: paras(
        'El cerebro de tu bebé muestra una actividad cada vez más compleja, y su superficie, que era lisa, empieza a formar los pliegues característicos. Duerme y se despierta a intervalos regulares, y es posible que ya tenga fases de sueño activo parecidas a las que en los adultos acompañan a los sueños.',
        'Sus pulmones podrían funcionar fuera del útero con mucha ayuda médica, pero aún les queda mucho por madurar. El hipo se vuelve frecuente y quizá lo notes como pequeños golpecitos rítmicos que duran unos minutos. No le molesta ni es motivo de preocupación: forma parte del entrenamiento del diafragma.',
      ),
      body: paras(
        'Con esta semana se cierra el segundo trimestre. El útero sigue creciendo hacia las costillas, y puede que te falte el aire al subir escaleras o que tengas más ardor después de comer. Las piernas inquietas, esa necesidad de moverlas al acostarte, también son frecuentes ahora.',
        'La vacuna frente a la tosferina (dTpa) se recomienda en cada embarazo a partir de la semana 27. Los anticuerpos que generas pasan al bebé y le protegen durante sus primeros meses, antes de que pueda vacunarse.',
      ),
      tip: 'Pide cita para la vacuna de la tosferina en tu centro de salud y, si coincide con la temporada, pregunta también por las de la gripe y la COVID-19, que se recomiendan durante el embarazo.',
      callProfessional:
        'Llama a tu matrona o a tu médico si notas menos movimientos de lo normal, picor intenso en las palmas de las manos y las plantas de los pies (sobre todo por la noche) o contracciones que se repiten. Con sangrado o pérdida de líquido, acude a urgencias; en una emergencia, llama al 112.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-10-12',
    },
    // ───────────── Tercer trimestre ─────────────
    {
      week: 28,
      title: 'Semana 28: tercer trimestre y dormir de lado',
      summary:
        'Empieza el tercer trimestre. Por qué se recomienda dormirse de lado, qué es la gammaglobulina anti-D y cómo cuidar tu espalda.',
      babySize: 'Como una berenjena (37,6 cm, alrededor de 1 kg).',
      baby: paras(
        'Tu bebé ya abre y cierra los ojos, parpadea y distingue la luz que se filtra a través de tu abdomen. Ronda el kilo de peso y en las próximas semanas lo triplicará, sobre todo a base de grasa y músculo.',
        'El cerebro sigue ganando pliegues y conexiones, y controla cada vez mejor la respiración y la temperatura. Sus movimientos son fuertes: patadas, puñetazos y cambios de postura que a veces notas en las costillas o en la vejiga. Muchos bebés siguen de nalgas a estas alturas y es normal, porque todavía tienen sitio de sobra para darse la vuelta.',
      ),
      body: paras(
        'Desde la semana 28 se recomienda dormirse de lado, sobre el izquierdo o el derecho, tanto por la noche como en las siestas. Tumbada boca arriba, el útero presiona grandes vasos sanguíneos, y los estudios relacionan esa postura al dormir en el tercer trimestre con más riesgo para el bebé. Si te despiertas boca arriba, no te preocupes: simplemente vuelve a girarte.',
        'Si tu grupo sanguíneo es Rh negativo, hacia esta semana te ofrecerán una inyección de gammaglobulina anti-D para prevenir la sensibilización frente a la sangre del bebé.',
      ),
      tip: 'Una almohada entre las rodillas y otra detrás de la espalda te ayudan a mantener la postura de lado y alivian caderas y zona lumbar. Para levantarte, gira primero todo el cuerpo de lado y empújate con los brazos, sin incorporarte de golpe tirando de los abdominales.',
      callProfessional:
        'Si tu bebé se mueve menos o de forma distinta, no esperes: llama a tu matrona o al paritorio de tu hospital para que lo valoren. Ante contracciones regulares antes de la semana 37, sangrado o pérdida de líquido, acude a urgencias o llama al 112.',
      reviewerSlug: 'tomas-pereira',
      reviewedOn: '2026-10-12',
    },
    {
      week: 29,
      title: 'Semana 29: pelvis, espalda y suelo pélvico',
      summary:
        'Tu bebé gana peso a buen ritmo y tu pelvis lo nota. Cómo aliviar el dolor pélvico y lumbar, y por qué tu suelo pélvico merece atención.',
      babySize: 'Como una calabaza pequeña (38,6 cm, unos 1,15 kg).',
      baby: paras(
        'Los huesos de tu bebé absorben mucho calcio en estas semanas, que sale de tu alimentación y, si falta, de tus propias reservas. Los músculos y los pulmones siguen madurando, y la cabeza crece para hacer sitio a un cerebro en plena expansión.',
        'Ocupa cada vez más espacio en el útero, así que sus movimientos cambian: menos volteretas completas y más estiramientos, patadas y empujones que se notan con fuerza. Puede que incluso veas cómo un bulto, un pie o un codo, se desplaza de un lado a otro de tu tripa.',
      ),
      body: paras(
        'La relaxina y otras hormonas hacen que los ligamentos de la pelvis estén más laxos para preparar el parto. A algunas mujeres esto les provoca dolor en el pubis, las ingles o la parte baja de la espalda, sobre todo al darse la vuelta en la cama, subir escaleras o ponerse los pantalones de pie. Es el dolor de cintura pélvica, frecuente y tratable.',
        'El peso del útero también carga el suelo pélvico, y pueden aparecer pequeños escapes de orina al toser o estornudar. Son comunes, pero no algo que tengas que aceptar sin más.',
      ),
      tip: 'Mueve las dos piernas juntas al girarte en la cama o salir del coche, siéntate para vestirte y reparte el peso de las bolsas entre las dos manos. Si tienes escapes o dolor pélvico, pide que te deriven a un fisioterapeuta de suelo pélvico.',
      callProfessional:
        'Llama a tu matrona o a tu médico si el dolor pélvico te impide caminar, si notas una pérdida de líquido continua que no controlas y no parece orina, o si tienes contracciones dolorosas y regulares. Ante una urgencia de verdad, no lo dudes: 112.',
      reviewerSlug: 'tomas-pereira',
      reviewedOn: '2026-10-12',
    },
    {
      week: 30,
      title: 'Semana 30: miedos, sueños y el parto en el horizonte',
      summary:
        'Quedan unas diez semanas y es normal que el parto ocupe tus pensamientos y tus sueños. Ideas para gestionar el miedo sin quitarle importancia.',
      babySize: 'Como un repollo (39,9 cm, unos 1,3 kg).',
      baby: paras(
        'El cerebro de tu bebé crece muy deprisa y la médula ósea ya se encarga por completo de fabricar los glóbulos rojos. El lanugo que cubría su cuerpo empieza a desaparecer, aunque algunos bebés nacen con restos en la espalda o los hombros.',
        'Su visión mejora, aunque seguirá siendo muy limitada: al nacer verá con nitidez a unos 20 o 30 centímetros, justo la distancia hasta tu cara cuando le tengas en brazos. Sigue acumulando grasa, y sus movimientos, intensos y frecuentes, se alternan con periodos de calma en los que duerme.',
      ),
      body: paras(
        'Los sueños vívidos, a veces raros o angustiosos, son muy frecuentes en el tercer trimestre: duermes a trozos, te despiertas más y los recuerdas mejor. No predicen nada; reflejan sobre todo que tu mente está procesando un cambio enorme.',
        'También es normal sentir miedo al dolor del parto, a que algo salga mal o a no saber cuidar de un recién nacido. Cuando ese miedo es tan intenso que no puedes dejar de pensar en ello, o te lleva a evitar las consultas, merece una atención específica.',
      ),
      tip: 'Escribir tus miedos concretos y llevarlos a la consulta o a las clases de preparación al parto suele quitarles fuerza. Informarte en fuentes fiables, y no en relatos de terror en redes sociales, también ayuda.',
      callProfessional:
        'Habla con tu matrona o tu médico si el miedo al parto, la tristeza o el insomnio no te dejan llevar tu día a día, o si tienes ataques de pánico. Si tienes pensamientos de hacerte daño, llama al 024 y, ante cualquier urgencia física, al 112.',
      reviewerSlug: 'dr-sofia-lindqvist',
      reviewedOn: '2026-10-12',
    },
    {
      week: 31,
      title: 'Semana 31: prepara tu red de apoyo para el posparto',
      summary:
        'Tu bebé ya usa sus cinco sentidos. Para ti, es buen momento para pensar en quién te cuidará a ti cuando llegue el bebé.',
      babySize: 'Como un coco (41,1 cm, unos 1,5 kg).',
      baby: paras(
        'Tu bebé ya utiliza sus cinco sentidos: oye, percibe la luz, saborea el líquido amniótico, siente el tacto de sus manos y de las paredes del útero y, a su manera, también huele. Gira la cabeza de un lado a otro y sigue cambiando de postura, aunque cada vez con menos espacio.',
        'Los pulmones todavía no están maduros, pero avanzan cada día. Las conexiones entre neuronas se multiplican, y los riñones producen mucha orina, que mantiene el nivel de líquido amniótico. Las uñas de las manos llegan ya casi a la punta de los dedos.',
      ),
      body: paras(
        'El útero empuja el diafragma hacia arriba y es normal que te falte algo el aire o que comas menos cantidad de una vez. Las contracciones de Braxton Hicks pueden ser más frecuentes: la tripa se pone dura unos segundos, sin dolor o con una molestia leve, y luego se relaja.',
        'En lo emocional, a muchas mujeres les viene bien pensar en el posparto antes de que llegue. Los primeros meses con un bebé son exigentes, y contar con apoyo práctico y emocional protege tu salud mental.',
      ),
      tip: 'Haz una lista concreta: quién puede traer comida, quién se encarga de la compra, a quién puedes llamar a las tres de la mañana. Pedir ayuda por adelantado es mucho más fácil que hacerlo agotada.',
      callProfessional:
        'Llama a tu matrona o a tu médico si las contracciones se vuelven regulares o dolorosas antes de la semana 37, si notas presión en la pelvis o un dolor lumbar rítmico, o si pierdes líquido. Con sangrado o dolor intenso, acude a urgencias o llama al 112.',
      reviewerSlug: 'dr-sofia-lindqvist',
      reviewedOn: '2026-10-26',
    },
    {
      week: 32,
      title: 'Semana 32: ecografía del tercer trimestre y plan de parto',
      summary:
        'Toca la ecografía del tercer trimestre, que revisa crecimiento y posición. Buen momento también para empezar a escribir tu plan de parto.',
      babySize: 'Como una piña pequeña (42,4 cm, unos 1,7 kg).',
      baby: paras(
        'Tu bebé practica sin parar lo que hará al nacer: respira líquido amniótico, traga, succiona y se chupa el dedo. Las uñas de los pies han terminado de crecer y la piel es cada vez menos transparente gracias a la grasa que se acumula debajo.',
        'Muchos bebés se colocan cabeza abajo en estas semanas, aunque otros no lo harán hasta más adelante. En la ecografía del tercer trimestre, que suele hacerse entre las semanas 32 y 34, se valoran su crecimiento, su postura, la cantidad de líquido amniótico y la posición de la placenta. El peso que se calcula es solo una estimación, con su margen de error.',
      ),
      body: paras(
        'Es posible que vayas al baño constantemente, que tengas acidez o que notes la tripa tensa a menudo. El cansancio vuelve y dormir del tirón cuesta.',
        'El plan de parto es un documento donde cuentas tus preferencias: cómo te gustaría manejar el dolor, quién te acompaña, el piel con piel, el momento de cortar el cordón, la alimentación del bebé. Muchos hospitales tienen su propio modelo y el Ministerio de Sanidad ofrece uno de referencia. No es un contrato: sirve para conversar con el equipo que te atienda.',
      ),
      tip: 'Repasa el borrador de tu plan de parto con tu matrona antes de entregarlo en el hospital, y deja espacio para lo imprevisto: «si hace falta una cesárea, me gustaría...» también es un deseo válido.',
      callProfessional:
        'Llama a tu matrona o a tu médico si notas menos movimientos, picor intenso sin erupción en palmas y plantas, o dolor de cabeza fuerte con alteraciones de la vista. Ante contracciones regulares, sangrado o pérdida de líquido antes de la semana 37, ve a urgencias o llama al 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-10-26',
    },
    {
      week: 33,
      title: 'Semana 33: anticuerpos, calor y la bolsa del hospital',
      summary:
        'Tu bebé recibe tus anticuerpos y su cráneo sigue flexible para el parto. Te ayudamos a preparar la bolsa del hospital sin agobios.',
      babySize: 'Como una piña (43,7 cm, unos 1,9 kg).',
      baby: paras(
        'Los huesos de tu bebé se endurecen, salvo los del cráneo, que siguen separados por zonas blandas llamadas fontanelas. Gracias a ellas, la cabeza puede amoldarse al pasar por el canal del parto, y el cerebro tiene espacio para seguir creciendo durante los primeros años.',
        'A través de la placenta le llegan cada vez más anticuerpos tuyos, que le protegerán de algunas infecciones en sus primeros meses. Su sistema inmunitario todavía es inmaduro, por eso este regalo es tan valioso. Duerme mucho y, en las fases de sueño activo, sus ojos se mueven deprisa bajo los párpados.',
      ),
      body: paras(
        'El metabolismo está acelerado y muchas mujeres pasan calor incluso en invierno. Los pies y los tobillos se hinchan con más facilidad, y la presión de la cabeza del bebé sobre la pelvis puede producir pinchazos en la vagina o las ingles al caminar.',
        'Si en estas semanas el cansancio o los desplazamientos se te hacen cuesta arriba en el trabajo, habla con tu empresa o con tu médico: a veces es posible adaptar tareas u horarios. Y mientras tanto, deja lista la bolsa para no tener que hacerla con prisas.',
      ),
      tip: 'Para la bolsa: DNI, tarjeta sanitaria, cartilla de la embarazada y plan de parto; camisones que abran por delante, sujetadores de lactancia, compresas de posparto y ropa cómoda para volver a casa; y para el bebé, bodis, pijamas, un gorrito y pañales. Pregunta en tu hospital qué os dan allí.',
      callProfessional:
        'Llama a tu matrona o a tu médico si tienes una hinchazón repentina en la cara o las manos, dolor de cabeza intenso o ves destellos. Ante contracciones regulares, sangrado, pérdida de líquido o menos movimientos del bebé, acude a urgencias; si es grave, llama al 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-10-26',
    },
    {
      week: 34,
      title: 'Semana 34: pulmones casi listos y masaje perineal',
      summary:
        'Los pulmones de tu bebé están casi maduros. Te explicamos el masaje perineal, que puedes empezar ahora si te apetece.',
      babySize: 'Como un melón cantalupo (45 cm, unos 2,1 kg).',
      baby: paras(
        'Los pulmones de tu bebé ya producen bastante surfactante. Si naciera ahora, sus perspectivas serían muy buenas, aunque probablemente necesitaría pasar un tiempo en la unidad de neonatos. El sistema nervioso central sigue madurando y la grasa acumulada le ayudará a conservar el calor.',
        'La vérnix que cubre su piel se hace más espesa y el lanugo casi ha desaparecido. Si es niño, los testículos suelen estar bajando hacia el escroto. Las uñas llegan ya a la punta de los dedos, y por eso algunos recién nacidos se arañan un poco la cara en los primeros días.',
      ),
      body: paras(
        'En las próximas semanas, sobre todo si es tu primer bebé, puede que su cabeza descienda y se encaje en la pelvis. Si ocurre, respirarás mejor y tendrás menos acidez, a cambio de más presión abajo y más ganas de orinar.',
        'El masaje perineal consiste en estirar con suavidad la zona entre la vagina y el ano durante unos minutos, unas cuantas veces por semana, desde la semana 34 o 35. En un primer parto vaginal se asocia a menos desgarros que necesitan puntos y a menos episiotomías.',
      ),
      tip: 'Para el masaje perineal, lávate las manos, busca una postura cómoda, usa un aceite vegetal sin perfume e introduce los pulgares unos centímetros presionando hacia abajo y hacia los lados. Tu matrona puede enseñarte la técnica; si te resulta desagradable, no es obligatorio.',
      callProfessional:
        'No hagas el masaje y llama a tu matrona si tienes herpes genital activo, sangrado o pérdida de líquido. Si notas contracciones regulares, menos movimientos o un dolor de cabeza intenso con visión borrosa, acude a urgencias o llama al 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-10-26',
    },
    {
      week: 35,
      title: 'Semana 35: el cultivo del estreptococo del grupo B',
      summary:
        'Entre las semanas 35 y 37 te harán un cultivo vaginal y rectal. Te explicamos para qué sirve y cómo tener claro el camino al hospital.',
      babySize: 'Como un melón (46,2 cm, unos 2,4 kg).',
      baby: paras(
        'El espacio se reduce y tu bebé ya no da volteretas: ahora se estira, empuja y gira. Los movimientos pueden sentirse diferentes, más como desplazamientos que como patadas, pero no deberían ser menos frecuentes. Conocer su patrón habitual sigue siendo tu mejor guía.',
        'Los riñones están completamente desarrollados y el hígado ya puede procesar algunos productos de desecho. Gana alrededor de 200 gramos por semana, sobre todo en forma de grasa en hombros, brazos y piernas. Esa grasa le dará los mofletes y los pliegues que tendrá al nacer, y le ayudará a mantener el calor fuera del útero.',
      ),
      body: paras(
        'Entre las semanas 35 y 37 te harán un cultivo con un bastoncillo en la vagina y el recto para saber si tienes estreptococo del grupo B. Es una bacteria que muchas mujeres llevan sin síntomas ni problemas, pero durante el parto podría pasar al bebé. Si sale positivo, te pondrán antibiótico por vena durante el parto para protegerle.',
        'Quizá notes más presión en la pelvis, dolor en las costillas o ganas de orinar a todas horas. Descansa siempre que puedas.',
      ),
      tip: 'Ten a mano el teléfono del paritorio de tu hospital y repasa el trayecto: cuánto tardas, dónde aparcar, por qué puerta se entra de noche. Si no tienes coche, piensa desde ya cómo llegarías.',
      callProfessional:
        'Llama a tu matrona o al hospital si rompes aguas, aunque no tengas contracciones, si el líquido es verdoso o tiene sangre, o si notas menos movimientos. Ante contracciones regulares antes de la semana 37 o un sangrado abundante, ve a urgencias o llama al 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-10-26',
    },
    {
      week: 36,
      title: 'Semana 36: cabeza abajo y preparándote para la lactancia',
      summary:
        'La mayoría de los bebés ya están cabeza abajo. Si quieres dar el pecho, estas semanas son ideales para informarte y buscar apoyo.',
      babySize: 'Como una papaya grande (47,4 cm, unos 2,6 kg).',
      baby: paras(
        'La mayoría de los bebés se han colocado ya cabeza abajo, la posición más habitual para nacer. Si el tuyo sigue de nalgas, tu equipo puede hablarte de la versión cefálica externa, una maniobra para intentar darle la vuelta desde fuera que suele ofrecerse hacia la semana 36 o 37.',
        'Su succión es fuerte y está coordinada con la deglución y la respiración, lo que le permitirá alimentarse al nacer. También está listo su reflejo de búsqueda, el que le hace girar la cabeza y abrir la boca cuando algo le roza la mejilla. Al encajarse, su cabeza queda más sujeta en tu pelvis y puede parecer que se mueve menos, pero sus movimientos deben seguir ahí.',
      ),
      body: paras(
        'Es posible que salgan gotas amarillentas de tus pezones: es el calostro, la primera leche, muy rica en anticuerpos. Que aparezca o no antes del parto no dice nada sobre cuánta leche tendrás.',
        'Muchas mujeres notan ahora que la tripa baja y respiran mejor, aunque caminar se vuelve más pesado. Las visitas suelen hacerse más frecuentes, y en estas semanas se hace la analítica del tercer trimestre, que incluye pruebas de coagulación por si te ponen la epidural.',
      ),
      tip: 'Busca ya un grupo de apoyo a la lactancia cerca de casa o pregunta a tu matrona por talleres: conocer el agarre, las señales de hambre y el valor del piel con piel antes de que nazca tu bebé facilita los primeros días. No hace falta preparar ni endurecer los pezones.',
      callProfessional:
        'Llama a tu matrona o a tu médico si notas menos movimientos, tienes picor intenso en manos y pies o pierdes líquido. Si el sangrado es abundante, el dolor es constante o tienes dolor de cabeza con visión borrosa, acude a urgencias o llama al 112.',
      reviewerSlug: 'laura-bennett',
      reviewedOn: '2026-10-26',
    },
    {
      week: 37,
      title: 'Semana 37: a término y preparando el cuerpo para el parto',
      summary:
        'Tu bebé ya se considera a término. Posturas, movimiento y respiración: cómo puede ayudarte tu propio cuerpo durante el parto.',
      babySize: 'Como un manojo de acelgas (48,6 cm, unos 2,9 kg).',
      baby: paras(
        'Desde la semana 37, un bebé se considera a término: sus órganos están preparados para funcionar fuera del útero, aunque cada día que pasa dentro sigue madurando, sobre todo el cerebro y los pulmones. El periodo a término se extiende hasta la semana 41 y 6 días.',
        'Coordina cada vez mejor la succión, la respiración y la deglución, y agarra con fuerza. Su cabeza, probablemente ya encajada en tu pelvis, está cubierta de pelo fino en muchos casos. Sigue ganando peso a diario, y su intestino está lleno del meconio que expulsará en sus primeras horas de vida.',
      ),
      body: paras(
        'Tu cuerpo se prepara: el cuello del útero se ablanda y puede que notes más flujo, que expulses el tapón mucoso o que tengas contracciones irregulares que van y vienen. Es la fase previa al parto, y puede durar días.',
        'Moverte durante el parto ayuda a que el bebé descienda y a sobrellevar las contracciones: caminar, balancearte sobre una pelota, ponerte a cuatro patas o apoyarte de pie en quien te acompañe. En el expulsivo, posturas como de lado o en cuclillas dejan a la pelvis más espacio que tumbada boca arriba.',
      ),
      tip: 'Practica la respiración lenta, soltando el aire despacio por la boca, y aprende a relajar el suelo pélvico al exhalar, como cuando vas a orinar: es lo contrario de los ejercicios de contracción y te servirá en el expulsivo. Una pelota de pilates es buena compañera para estas semanas.',
      callProfessional:
        'Llama a tu matrona o a tu hospital si rompes aguas, si las contracciones son regulares y cada vez más intensas, o si notas menos movimientos. Si sangras como en una regla o más, tienes fiebre o un dolor constante, acude a urgencias o llama al 112.',
      reviewerSlug: 'tomas-pereira',
      reviewedOn: '2026-10-26',
    },
    {
      week: 38,
      title: 'Semana 38: los primeros cuidados del recién nacido',
      summary:
        'Tu bebé está preparado para nacer. Qué cuidados recibirá en sus primeras horas y cómo elegir e instalar la silla del coche.',
      babySize: 'Como un puerro grande (49,8 cm, unos 3,1 kg).',
      baby: paras(
        'Tu bebé sigue acumulando grasa y perdiendo los últimos restos de lanugo. Su cerebro y su sistema nervioso continúan madurando, y está listo para respirar, mamar y regular su temperatura en cuanto nazca.',
        'Al nacer, si todo va bien, lo habitual es ponerle directamente sobre tu pecho, piel con piel, lo que le ayuda a mantener el calor y a empezar a mamar. Se le suele administrar vitamina K para prevenir hemorragias y una pomada en los ojos, y a partir de las 48 horas de vida se le hace la prueba del talón, que detecta de forma precoz algunas enfermedades. También se le hará un cribado de audición antes del alta o en sus primeras semanas.',
      ),
      body: paras(
        'Estas últimas semanas pueden hacerse largas. Es frecuente dormir mal, tener la pelvis dolorida y sentir una mezcla de impaciencia y nervios. Algunas mujeres sienten un impulso repentino de limpiar y ordenar la casa, lo que se conoce como síndrome del nido.',
        'Aprovecha para dejar resueltas cuestiones prácticas: saber cuándo será la primera revisión del bebé en tu centro de salud, cómo se inscribe el nacimiento (en muchos hospitales se hace desde el propio centro) y tener preparados un lugar seguro para que duerma y la silla del coche.',
      ),
      tip: 'Para volver del hospital en coche, tu bebé necesita una silla homologada según la norma i-Size (R129), instalada en sentido contrario a la marcha. Móntala antes del parto siguiendo las instrucciones del fabricante y, si va en el asiento delantero, desactiva el airbag.',
      callProfessional:
        'Llama a tu matrona o a tu hospital si rompes aguas, si el líquido es verde o marrón, o si notas menos movimientos. Si sangras abundantemente, tienes fiebre o un dolor fuerte que no cede entre contracciones, acude a urgencias o llama al 112.',
      reviewerSlug: 'dr-rafael-ortega',
      reviewedOn: '2026-10-26',
    },
    {
      week: 39,
      title: 'Semana 39: cómo reconocer que empieza el parto',
      summary:
        'Tapón mucoso, rotura de la bolsa, contracciones que se ordenan: las señales del parto y cuándo conviene ir al hospital.',
      babySize: 'Como una sandía pequeña (50,7 cm, unos 3,3 kg).',
      baby: paras(
        'Tu bebé está completamente formado y ya crece poco en longitud; sobre todo sigue ganando algo de grasa. Su piel ha perdido casi todo el tono rojizo y es más uniforme, aunque al nacer puede estar azulada unos instantes, hasta que respira con fuerza.',
        'Su cerebro, en cambio, sigue creciendo y haciendo conexiones, y lo hará a gran velocidad durante sus primeros años. Los pulmones fabrican cada vez más surfactante, y las hormonas del estrés que libera durante el parto le ayudarán a eliminar el líquido de los pulmones y a adaptarse a su primera respiración.',
      ),
      body: paras(
        'Hay varias señales de que el parto se acerca. El tapón mucoso, una mucosidad espesa a veces con hilos de sangre, puede salir días antes o el mismo día. La rotura de la bolsa puede ser un chorro o un goteo continuo. Y las contracciones de parto se vuelven regulares, cada vez más seguidas, largas e intensas, y no se calman con el reposo ni con una ducha templada.',
        'La fase inicial, sobre todo en un primer parto, puede durar horas. Muchas mujeres la llevan mejor en casa, moviéndose, comiendo algo ligero y descansando entre contracciones.',
      ),
      tip: 'Cronometra las contracciones durante una hora, apuntando cuándo empieza cada una y cuánto dura. Como referencia habitual, en un primer parto se suele ir al hospital cuando llegan cada cinco minutos durante al menos una hora, pero sigue lo que te haya indicado tu matrona, sobre todo si vives lejos o no es tu primer parto.',
      callProfessional:
        'Llama a tu matrona o ve al hospital si rompes aguas, y fíjate en la hora y en el color del líquido. Si es verde, marrón o con sangre, si sangras como en una regla, tienes fiebre o notas menos movimientos, acude enseguida; en una urgencia, llama al 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-10-26',
    },
    {
      week: 40,
      title: 'Semana 40: llega la fecha probable de parto (y quizá pase)',
      summary:
        'Pocos bebés nacen justo en su fecha. Qué controles se hacen a partir de la semana 40 y cuándo se plantea inducir el parto.',
      babySize:
        'Como una sandía (51,2 cm, unos 3,4 kg), aunque el peso al nacer varía mucho de un bebé a otro.',
      baby: paras(
        'Tu bebé está listo para nacer. La mayoría mide entre 48 y 53 centímetros y pesa entre 2,8 y 4 kilos al nacer, y todas esas cifras son normales. Los huesos del cráneo siguen sin soldarse, lo que le permite adaptarse al canal del parto: por eso algunos recién nacidos tienen la cabeza un poco alargada los primeros días.',
        'Aunque tenga menos espacio, sus movimientos deben mantener su patrón habitual hasta el parto. No es cierto que los bebés se muevan menos al final: si notas un cambio, hay que valorarlo. La placenta sigue haciendo su trabajo y, durante estos días, el equipo comprobará que tu bebé está bien mientras decide cuándo salir.',
      ),
      body: paras(
        'Solo una pequeña parte de los bebés nace el día previsto; la mayoría lo hace en las dos semanas anteriores o posteriores. Si pasas de la semana 40, en muchos hospitales te citarán para controles de bienestar fetal con monitores, que registran el latido del bebé y las contracciones, y a veces con una ecografía para valorar el líquido amniótico.',
        'A partir de la semana 41 suele plantearse la inducción del parto, porque más allá de la 42 aumentan algunos riesgos. Tu equipo te explicará los métodos y podrás resolver tus dudas antes de decidir.',
      ),
      tip: 'Mientras esperas, haz planes pequeños y agradables para distraerte, y pide a tu entorno que no te pregunte a diario si ya ha nacido el bebé. Contesta los mensajes cuando te apetezca.',
      callProfessional:
        'Llama a tu matrona o acude al hospital si rompes aguas, tienes contracciones regulares, sangrado o fiebre, o si notas que tu bebé se mueve menos, aunque ya tengas cita para los monitores. Si se trata de una emergencia, marca el 112.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-10-26',
    },
  ],
}
